// pglite-subset: reads the route registry only, no database work beyond the test app's start
import * as analyticsContracts from '@portal/shared/analytics-contracts';
import * as billingContracts from '@portal/shared/billing-contracts';
import type { Contract } from '@portal/shared/contract';
import * as accountsContracts from '@portal/shared/accounts-contracts';
import * as adminOpsContracts from '@portal/shared/admin-ops-contracts';
import * as adminUsersContracts from '@portal/shared/admin-users-contracts';
import * as alertsContracts from '@portal/shared/alerts-contracts';
import * as capabilitiesContracts from '@portal/shared/capabilities-contracts';
import * as catalogContracts from '@portal/shared/catalog-contracts';
import * as consentContracts from '@portal/shared/consent-contracts';
import * as contactContracts from '@portal/shared/contact-contracts';
import * as profileContracts from '@portal/shared/profile-contracts';
import * as trialsContracts from '@portal/shared/trials-contracts';
import * as webinarsContracts from '@portal/shared/webinars-contracts';
import * as digestsContracts from '@portal/shared/digests-contracts';
import * as emailContracts from '@portal/shared/email-contracts';
import * as emailTemplatesContracts from '@portal/shared/email-templates-contracts';
import * as forumContracts from '@portal/shared/forum-contracts';
import * as leadsContracts from '@portal/shared/leads-contracts';
import * as notificationsContracts from '@portal/shared/notifications-contracts';
import * as sourcesContracts from '@portal/shared/sources-contracts';
import * as systemContracts from '@portal/shared/system-contracts';
import * as topicsContracts from '@portal/shared/topics-contracts';
import * as vendorReviewContracts from '@portal/shared/vendor-review-contracts';
import * as vendorReviewsContracts from '@portal/shared/vendor-reviews-contracts';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../lib/route.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** The shared contract modules whose features are converted: every operation of their tags must come from one. */
const contractModules: Record<string, Record<string, Contract>> = {
  forum: forumContracts,
  notifications: notificationsContracts,
  topics: topicsContracts,
  auth: accountsContracts,
  alerts: alertsContracts,
  capabilities: capabilitiesContracts,
  catalog: catalogContracts,
  consent: consentContracts,
  contact: contactContracts,
  profile: profileContracts,
  trials: trialsContracts,
  webinars: webinarsContracts,
  // Issue 20 item 1, the operations' modules (health's two operations carry the 'system' tag).
  analytics: analyticsContracts,
  billing: billingContracts,
  digests: digestsContracts,
  email: emailContracts,
  'email-templates': emailTemplatesContracts,
  leads: leadsContracts,
  sources: sourcesContracts,
  system: systemContracts,
  'vendor-reviews': vendorReviewsContracts,
};

/**
 * Contract modules of the 'admin' and 'vendor' groups beside the declared resources (admin-resources.ts, checked by
 * modules/admin/admin-contracts.test.ts): each contract registered once.
 */
const consoleModules: Record<string, Record<string, Contract>> = {
  'admin-ops': adminOpsContracts,
  'admin-users': adminUsersContracts,
  'vendor-review': vendorReviewContracts,
};

/**
 * The only operations declared inline (route(app, {…})): the feeds and robots.txt, whose answers are XML, iCalendar or text documents
 * written by hand rather than a JSON schema (issue 20 item 1: one contract per operation).
 */
const INLINE_OPERATIONS = [
  'get /calendar/vendor/{file}',
  'get /calendar/webinars.ics',
  'get /robots.txt',
  'get /rss/{file}',
  'get /sitemap.xml',
  'get /sitemaps/{file}',
];

/** Each contract of the module is bound to exactly one route, with the contract's method, path and access. */
function expectRegisteredOnce(routes: ReturnType<typeof routesOf>, module: string, contracts: Record<string, Contract>) {
  for (const [name, contract] of Object.entries(contracts)) {
    const bound = routes.filter((r) => r.contract === contract);
    expect(bound.length, `${module}.${name} registered once`).toBe(1);
    expect([bound[0]?.method, bound[0]?.path, bound[0]?.access]).toEqual([contract.method, contract.path, contract.access]);
  }
}

describe('one contract per operation', () => {
  it('registers every contract of a converted feature exactly once, from that contract', () => {
    const routes = routesOf(t.app);
    for (const [tag, contracts] of Object.entries(contractModules)) {
      expectRegisteredOnce(routes, tag, contracts);
      const fromContracts = new Set(Object.values(contracts));
      for (const r of routes.filter((r) => r.tags.includes(tag))) {
        expect(r.contract && fromContracts.has(r.contract), `${r.method.toUpperCase()} ${r.path} comes from a ${tag} contract`).toBe(true);
      }
    }
  });

  it('has one operation per method and path', () => {
    const seen = new Map<string, number>();
    for (const r of routesOf(t.app)) seen.set(`${r.method} ${r.path}`, (seen.get(`${r.method} ${r.path}`) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('registers every contract of the admin and vendor consoles exactly once, from that contract', () => {
    const routes = routesOf(t.app);
    for (const [name, contracts] of Object.entries(consoleModules)) expectRegisteredOnce(routes, name, contracts);
  });

  it('declares no operation inline but the feeds', () => {
    const inline = routesOf(t.app).filter((r) => !r.contract);
    expect(inline.map((r) => `${r.method} ${r.path}`).sort()).toEqual(INLINE_OPERATIONS);
  });
});
