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
import * as catalog from '@portal/shared/catalog-contracts';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, type Input, route } from '../../lib/route.ts';
import * as service from './catalog.service.ts';
import { findVendors } from './vendor-finder.service.ts';

type Tab = Parameters<typeof service.vendorTab>[2];
type TabInput = Input<undefined, typeof vendorTabQuery, typeof vendorTabParams, 'optional'>;

/** The vendor list, a vendor's page and its tabs (paged lists of its trials, webinars, certifications, jobs). */
export function registerVendorRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(catalog.findVendors, { query: vendorFinderQuery, answer: vendorFinderResponse }), (c, { query }) =>
    findVendors(c.get('deps'), query),
  );

  route(app, bindContract(catalog.getVendor, { params: idParam, answer: vendorDetailResponse }), (c, { params, user }) =>
    service.vendorDetail(c.get('deps').db, params.id, user?.id ?? null),
  );

  /** A vendor's tab: one page of its trials, webinars, certifications or jobs. */
  const tab =
    <T extends Tab>(name: T) =>
    (c: Context<AppEnv>, { params, query, user }: TabInput) =>
      service.vendorTab(c.get('deps').db, params.id, name, query, user?.id ?? null);
  const tabSchemas = { params: vendorTabParams, query: vendorTabQuery } as const;
  route(app, bindContract(catalog.vendorTrials, { ...tabSchemas, answer: vendorTrialsResponse }), tab('product-trials'));
  route(app, bindContract(catalog.vendorWebinars, { ...tabSchemas, answer: vendorWebinarsResponse }), tab('webinars'));
  route(app, bindContract(catalog.vendorCertifications, { ...tabSchemas, answer: vendorCertificationsResponse }), tab('certifications'));
  route(app, bindContract(catalog.vendorJobs, { ...tabSchemas, answer: vendorJobsResponse }), tab('jobs'));
}
