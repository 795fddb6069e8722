import {
  idParam,
  vendorCertificationsResponse,
  vendorDetailResponse,
  vendorJobsResponse,
  vendorTabParams,
  vendorTabQuery,
  vendorTrialsResponse,
  vendorWebinarsResponse,
} from '@portal/shared/catalog-api';
import { vendorFinderQuery, vendorFinderResponse } from '@portal/shared/capabilities';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { type Input, route } from '../../lib/route.ts';
import * as service from './catalog.service.ts';
import { findVendors } from './vendor-finder.service.ts';

type Tab = Parameters<typeof service.vendorTab>[2];
type TabInput = Input<undefined, typeof vendorTabQuery, typeof vendorTabParams, 'optional'>;

/** The vendor list, a vendor's page and its tabs (paged lists of its trials, webinars, certifications, jobs). */
export function registerVendorRoutes(app: Hono<AppEnv>, tags: string[]) {
  route(
    app,
    {
      method: 'get',
      path: '/api/vendors',
      summary: 'Vendors with resource counts, found by need: capability, framework, language, CI, deployment, pricing, free trial (counts per option)',
      tags,
      access: 'public',
      query: vendorFinderQuery,
      response: vendorFinderResponse,
    },
    (c, { query }) => findVendors(c.get('deps'), query),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/vendors/{id}',
      summary: 'A vendor with counts and its trials, webinars, certifications and jobs',
      tags,
      access: 'optional',
      params: idParam,
      response: vendorDetailResponse,
    },
    (c, { params, user }) => service.vendorDetail(c.get('deps').db, params.id, user?.id ?? null),
  );

  const tab = <T extends Tab>(name: T, summary: string) => ({
    def: { method: 'get', path: `/api/vendors/{id}/${name}`, summary, tags, access: 'optional', params: vendorTabParams, query: vendorTabQuery } as const,
    page: (c: Context<AppEnv>, { params, query, user }: TabInput) => service.vendorTab(c.get('deps').db, params.id, name, query, user?.id ?? null),
  });
  const trials = tab('product-trials', "A page of a vendor's active product trials");
  route(app, { ...trials.def, response: vendorTrialsResponse }, trials.page);
  const webinars = tab('webinars', "A page of a vendor's webinars");
  route(app, { ...webinars.def, response: vendorWebinarsResponse }, webinars.page);
  const certifications = tab('certifications', "A page of a vendor's certifications");
  route(app, { ...certifications.def, response: vendorCertificationsResponse }, certifications.page);
  const jobs = tab('jobs', "A page of a vendor's active jobs");
  route(app, { ...jobs.def, response: vendorJobsResponse }, jobs.page);
}
