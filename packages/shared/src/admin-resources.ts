// The declared admin resources and their HTTP operations (issue 20 item 1), zod-free at run time: each
// resource is declared once here (path, plural, which optional operations it has, its schemas by type) and
// resource() derives its contracts. The server registers them (registerAdminResource), the web calls them.
import type { z } from 'zod';
import type {
  adminCert,
  adminCertsQuery,
  adminCourse,
  adminCoursesQuery,
  adminJob,
  adminJobsQuery,
  adminTrial,
  adminTrialsQuery,
  adminUpdate,
  adminUpdatesQuery,
  adminVendor,
  adminVendorsQuery,
  adminWebinar,
  adminWebinarsQuery,
  certInput,
  countResponse,
  courseInput,
  idResponse,
  jobBulkRequest,
  jobInput,
  sendResult,
  trialBulkRequest,
  trialInput,
  updateInput,
  vendorCreateInput,
  vendorIdParam,
  vendorUpdateInput,
  webinarInput,
} from './admin.ts';
import type { withReview, withTopicIds, withTopicRefs } from './admin-resource-schemas.ts';
import type { okResponse, paginated, uuidParam } from './api.ts';
import { type Contract, contract } from './contract.ts';
import type { adminTopic, adminTopicsQuery, topicInput } from './topics.ts';
import type { submitResult } from './vendor-review.ts';

// biome-ignore lint/suspicious/noExplicitAny: every admin input and item schema is a zod object (some refined)
type AnyObject = z.ZodObject<any>;

/** A resource's schemas, by type: list query, one item, create body, and (when they differ) update body, id parameter, bulk request. */
type Schemas = { query: z.ZodType; item: AnyObject; input: z.ZodType; update?: z.ZodType; params?: z.ZodType; bulk?: z.ZodType };

/** A resource's run-time declaration: what the server registers for it. */
type Declaration = {
  /** Collection path, e.g. '/api/admin/jobs'. */
  path: `/api/admin/${string}`;
  /** Plural noun of the summaries, e.g. 'jobs'. */
  plural: string;
  /** The item carries topics and the form sets them (docs/decisions/1802). */
  topics?: true;
  /** Vendor content: the vendor console has the same resource under /api/vendor (issue 22). */
  vendor?: true;
  /** A streamed CSV export of the filtered list. */
  csv?: true;
  /** The bulk action's summary, when the resource has one. */
  bulk?: string;
  /** The 'Notify subscribers' action's summary, when the resource has one. */
  notify?: string;
};

type Paged<T extends z.ZodType> = ReturnType<typeof paginated<T>>;
type Params<S extends Schemas> = S['params'] extends z.ZodType ? S['params'] : typeof uuidParam;
type UpdateBody<S extends Schemas> = S['update'] extends z.ZodType ? S['update'] : S['input'];
type Item<S extends Schemas, D extends Declaration> = D['topics'] extends true ? ReturnType<typeof withTopicRefs<S['item']>> : S['item'];
type Body<T extends z.ZodType, D extends Declaration> = D['topics'] extends true ? (T extends AnyObject ? ReturnType<typeof withTopicIds<T>> : T) : T;
type Reviewed<S extends Schemas> = ReturnType<typeof withReview<S['item']>>;

const admin = { tags: ['admin'], access: 'admin' } as const;
const vendor = { tags: ['vendor'], access: 'vendor_manager' } as const;

/** The contracts of one resource, derived from its declaration (the summaries are the OpenAPI document's). */
function contractsOf<S extends Schemas, const D extends Declaration>(d: D) {
  const { path, plural } = d;
  const one = `${path}/{id}`;
  const base = {
    list: contract<{ query: S['query']; answer: Paged<S['item']> }>()({ ...admin, method: 'get', path, summary: `List ${plural}` }),
    get: contract<{ params: Params<S>; answer: Item<S, D> }>()({ ...admin, method: 'get', path: one, summary: `One of the ${plural}` }),
    create: contract<{ body: Body<S['input'], D>; answer: typeof idResponse }>()({
      ...admin,
      method: 'post',
      path,
      summary: `Create one of the ${plural}`,
      status: 201,
    }),
    update: contract<{ params: Params<S>; body: Body<UpdateBody<S>, D>; answer: typeof idResponse }>()({
      ...admin,
      method: 'put',
      path: one,
      summary: `Update one of the ${plural}`,
    }),
    remove: contract<{ params: Params<S>; answer: typeof okResponse }>()({ ...admin, method: 'delete', path: one, summary: `Delete one of the ${plural}` }),
  };
  const exportCsv = contract<{ query: S['query'] }>()({
    ...admin,
    method: 'get',
    path: `${path}/export.csv`,
    summary: `Export the filtered ${plural} as CSV (streamed)`,
    produces: 'text/csv',
  });
  const bulk = contract<{ body: NonNullable<S['bulk']>; answer: typeof countResponse }>()({
    ...admin,
    method: 'post',
    path: `${path}/bulk`,
    summary: d.bulk ?? '',
  });
  const notify = contract<{ params: Params<S>; answer: typeof sendResult }>()({
    ...admin,
    method: 'post',
    path: `${one}/notify`,
    summary: d.notify ?? '',
  });
  const own = path.replace('/api/admin/', '/api/vendor/');
  const ownOne = `${own}/{id}`;
  const console = {
    list: contract<{ query: S['query']; answer: Paged<Reviewed<S>> }>()({
      ...vendor,
      method: 'get',
      path: own,
      summary: `List the manager's own ${plural} with their review state`,
    }),
    get: contract<{ params: Params<S>; answer: Reviewed<S> }>()({ ...vendor, method: 'get', path: ownOne, summary: `One of the manager's own ${plural}` }),
    create: contract<{ body: S['input']; answer: typeof submitResult }>()({
      ...vendor,
      method: 'post',
      path: own,
      summary: `Submit a new one of the ${plural} for review`,
      status: 201,
    }),
    update: contract<{ params: Params<S>; body: UpdateBody<S>; answer: typeof submitResult }>()({
      ...vendor,
      method: 'put',
      path: ownOne,
      summary: `Submit an edit of one of the ${plural} for review`,
    }),
    remove: contract<{ params: Params<S>; answer: typeof okResponse }>()({
      ...vendor,
      method: 'delete',
      path: ownOne,
      summary: `Unpublish one of the manager's own ${plural}`,
    }),
  };
  return {
    ...base,
    ...((d.csv ? { exportCsv } : {}) as D['csv'] extends true ? { exportCsv: typeof exportCsv } : { exportCsv?: never }),
    ...((d.bulk ? { bulk } : {}) as D['bulk'] extends string ? { bulk: typeof bulk } : { bulk?: never }),
    ...((d.notify ? { notify } : {}) as D['notify'] extends string ? { notify: typeof notify } : { notify?: never }),
    ...((d.vendor ? { console } : {}) as D['vendor'] extends true ? { console: typeof console } : { console?: never }),
  };
}

/** Declares one resource: `resource<{ query; item; input }>()({ path, plural, … })` (schemas by type, then the run-time part). */
const resource =
  <S extends Schemas>() =>
  <const D extends Declaration>(d: D) => ({ ...d, contracts: contractsOf<S, D>(d) });

/** Vendor content: it belongs to a vendor, carries topics and has the vendor console's scope. */
const content = { topics: true, vendor: true } as const;
const followers = (what: string) => `E-mail the ${what} to members who follow its vendor`;

export const jobs = resource<{ query: typeof adminJobsQuery; item: typeof adminJob; input: typeof jobInput; bulk: typeof jobBulkRequest }>()({
  ...content,
  path: '/api/admin/jobs',
  plural: 'jobs',
  csv: true,
  bulk: 'Activate, deactivate or delete several jobs in one transaction',
});

export const webinars = resource<{ query: typeof adminWebinarsQuery; item: typeof adminWebinar; input: typeof webinarInput }>()({
  ...content,
  path: '/api/admin/webinars',
  plural: 'webinars with participants',
});

export const productUpdates = resource<{ query: typeof adminUpdatesQuery; item: typeof adminUpdate; input: typeof updateInput }>()({
  ...content,
  path: '/api/admin/product-updates',
  plural: 'product updates',
  notify: followers('update'),
});

export const productTrials = resource<{ query: typeof adminTrialsQuery; item: typeof adminTrial; input: typeof trialInput; bulk: typeof trialBulkRequest }>()({
  ...content,
  path: '/api/admin/product-trials',
  plural: 'product trials with activation counts and ratings',
  bulk: 'Activate, deactivate, feature, unfeature or delete several trials in one transaction',
});

export const certifications = resource<{ query: typeof adminCertsQuery; item: typeof adminCert; input: typeof certInput }>()({
  ...content,
  path: '/api/admin/certifications',
  plural: 'certifications',
  notify: followers('certification'),
});

export const aiCourses = resource<{ query: typeof adminCoursesQuery; item: typeof adminCourse; input: typeof courseInput }>()({
  ...content,
  path: '/api/admin/ai-courses',
  plural: 'AI courses',
  notify: followers('course'),
});

/** The id is chosen on create and never changes: its own parameter and update body. */
export const vendors = resource<{
  query: typeof adminVendorsQuery;
  item: typeof adminVendor;
  input: typeof vendorCreateInput;
  update: typeof vendorUpdateInput;
  params: typeof vendorIdParam;
}>()({ path: '/api/admin/vendors', plural: 'vendors with admin counts' });

export const topics = resource<{ query: typeof adminTopicsQuery; item: typeof adminTopic; input: typeof topicInput }>()({
  path: '/api/admin/topics',
  plural: 'topics',
});

/** Every declared resource, by the web's resource name (its path's last part). */
export const adminResources = {
  jobs,
  webinars,
  'product-updates': productUpdates,
  'product-trials': productTrials,
  certifications,
  'ai-courses': aiCourses,
  vendors,
  topics,
};
export type AdminResourceName = keyof typeof adminResources;

/** Every contract of one resource (the contract test checks each is registered once). */
export const contractsOfResource = (r: { contracts: object }): Contract[] =>
  Object.values(r.contracts as Record<string, Contract | Record<string, Contract> | undefined>).flatMap((c) =>
    !c ? [] : 'method' in c ? [c as Contract] : Object.values(c as Record<string, Contract>),
  );
