import { countResponse, csvRow, idResponse, sendResult } from '@portal/shared/admin';
import { okResponse, paginated, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { ContentType } from '@portal/shared/catalog';
import type { Contract, ContractInfo } from '@portal/shared/contract';
import { withReview, withTopicIds, withTopicRefs } from '@portal/shared/admin-resource-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import { assertVendor, bulkApply, createRow, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import * as topicsService from '../topics/topics.service.ts';
import { type NotifyOptions, notifySubscribers } from './admin-mail.service.ts';
import { type SubmissionKind, submitResult } from '@portal/shared/vendor-review';
import { managedVendor } from '../../lib/auth.ts';
import * as review from './vendor-review.service.ts';

type Values = Record<string, unknown>;

type Window = { limit: number; offset: number };
type PageQuery = z.ZodType<{ page: number; pageSize: number }, unknown>;
type Notice = Omit<NotifyOptions, 'entityType' | 'id' | 'vendorId' | 'topicIds'>;

/**
 * One admin resource, declared once: list (search, filters, sort, page), optional CSV export, get,
 * create, update, delete and optional bulk actions, each write in one transaction with its audit row.
 */
type AdminResource<Q extends PageQuery, I extends z.ZodType, B extends z.ZodType<{ ids: string[]; action: string }>> = {
  /** The resource's declaration in packages/shared/src/admin-resources.ts: its path, plural and contracts. */
  declared: Declared;
  entity: Entity;
  /** The shared schemas: list query, one item (the list answers a page of them), create body and, when it differs, update body. */
  schemas: { query: Q; item: z.ZodType; input: I; update?: z.ZodType };
  rows: (db: Db, q: z.output<Q>, win: Window) => Promise<{ items: unknown[]; total: number }>;
  find: (db: Db, id: string) => Promise<unknown | null>;
  params?: z.ZodType<{ id: string }, unknown>;
  /** Column values written on create and update; by default the body's own fields (without `topicIds`). */
  toRow?: (v: z.output<I>) => Values;
  /** Extra values on create only (e.g. a chosen id). */
  createExtra?: (v: z.output<I>) => Values;
  /** The item belongs to a vendor (`vendorId`), which must exist (a clear 422 before any write). */
  vendor?: true;
  /** Checks before a write (the id is free); throw an AppError to refuse. */
  check?: (db: Db, v: z.output<I>, id: string | null) => Promise<void>;
  /** After a create commits (e.g. the notification bell); a failure is logged, the create stands. */
  afterCreate?: (db: Db, id: string) => Promise<unknown>;
  bulk?: { request: B; set: (action: z.output<B>['action']) => Values | null };
  /** 'Notify subscribers': e-mails the item to the members who follow its vendor or one of its topics. */
  notify?: { options: (item: never, appUrl: string) => Notice };
  csv?: { filename: () => string; header: readonly string[]; row: (item: never) => unknown[] };
  /**
   * The content type whose topics the form sets (docs/decisions/1802): the body gains `topicIds`, the
   * item gains `topics`, and the write replaces the item's topics in its own transaction.
   */
  topics?: ContentType;
  /**
   * The vendor console's scope (issue 22), for vendor content: how a manager's 'Unpublish' takes a live
   * item out of the catalogue (a status that hides it, or delete). See registerVendorScope.
   */
  unpublish?: Values | 'delete';
};

/** Content that belongs to a vendor and carries topics (jobs, webinars, updates, trials, certifications, courses). */
export const vendorContent = <Q>(table: Entity['table'], type: ContentType, label: string, queries: Q) => ({
  entity: { table, type, label },
  topics: type,
  vendor: true as const,
  unpublish: 'delete' as Values | 'delete',
  ...queries,
});

type VendorItem = { vendor: { name: string } | null };
/**
 * The 'Notify subscribers' action of vendor content (its summary is the shared declaration's): `page` is the public
 * list the e-mail links to, and the vars always carry the vendor's name.
 */
export function followersNotice<T extends VendorItem>(
  page: string,
  notice: Pick<Notice, 'templateName' | 'fallback'> & { vars: (item: T) => Notice['vars']; linkLabel: (item: T) => string },
) {
  return {
    options: (item: T, appUrl: string): Notice => ({
      templateName: notice.templateName,
      fallback: notice.fallback,
      vars: { ...notice.vars(item), vendor_name: item.vendor?.name ?? '' },
      link: { label: notice.linkLabel(item), url: `${appUrl}/${page}` },
    }),
  };
}

/** The item a resource's `find` answers. */
export type ItemOf<Q extends { find: (db: Db, id: string) => Promise<unknown> }> = NonNullable<Awaited<ReturnType<Q['find']>>>;

// biome-ignore lint/suspicious/noExplicitAny: every admin input and item schema is a zod object
const asObject = (schema: z.ZodType) => schema as z.ZodObject<any>;

/** A resource as packages/shared/src/admin-resources.ts declares it. */
type Declared = {
  path: string;
  plural: string;
  topics?: true;
  vendor?: true;
  contracts: {
    list: Contract;
    get: Contract;
    create: Contract;
    update: Contract;
    remove: Contract;
    exportCsv?: Contract;
    bulk?: Contract;
    notify?: Contract;
    console?: { list: Contract; get: Contract; create: Contract; update: Contract; remove: Contract };
  };
};

/**
 * The route declaration of one of a resource's contracts. The generic registration cannot prove at compile time
 * that the schemas it derives are the ones the contract names (bindContract does, per operation): the schemas are
 * built with the same functions (admin-resource-schemas.ts), and the contract test checks method, path and access.
 */
function fromContract<A extends 'admin' | 'vendor_manager'>(contract: Contract, access: A) {
  const info = contract as ContractInfo;
  if (info.access !== access) throw new Error(`${info.method} ${info.path}: declared ${info.access}, registered ${access}`);
  return { method: info.method, path: info.path, summary: info.summary, tags: [...info.tags], access, status: info.status, produces: info.produces, contract };
}

/** The server's configuration and the shared declaration name the same optional parts, or the server does not start. */
export function checkDeclared(d: Declared, has: Record<'topics' | 'vendor' | 'exportCsv' | 'bulk' | 'notify', boolean>) {
  const declared = { topics: !!d.topics, vendor: !!d.vendor, exportCsv: !!d.contracts.exportCsv, bulk: !!d.contracts.bulk, notify: !!d.contracts.notify };
  for (const [k, v] of Object.entries(has)) {
    if (declared[k as keyof typeof declared] !== v) throw new Error(`Admin resource ${d.path}: '${k}' differs from its shared declaration`);
  }
}

const bodyFields = ({ topicIds: _, ...values }: Values) => values;

/** A resource declaration, typed once where it is written (so a module can export it for registerResourcePublisher too). */
export const adminResource = <Q extends PageQuery, I extends z.ZodType, B extends z.ZodType<{ ids: string[]; action: string }>>(r: AdminResource<Q, I, B>) => r;

/** Column values from a body: its own fields (topics are stored apart), through the resource's `toRow` when given. */
const rowOf =
  <I extends z.ZodType>(r: { toRow?: (v: z.output<I>) => Values }) =>
  (v: z.output<I>): Values => {
    const own = bodyFields(v as Values) as z.output<I>;
    return r.toRow ? r.toRow(own) : (own as Values);
  };

/** The checks before a write: the vendor exists (vendor content), then the resource's own. */
const checksOf =
  <I extends z.ZodType>(r: { vendor?: true; check?: (db: Db, v: z.output<I>, id: string | null) => Promise<void> }) =>
  async (db: Db, v: z.output<I>, id: string | null) => {
    if (r.vendor) await assertVendor(db, (v as { vendorId: string }).vendorId);
    await r.check?.(db, v, id);
  };

/**
 * Vendor content's publisher for the vendor review (vendor-review.service.ts: how an approved submission is written):
 * its entity, form schema, columns, checks and hooks. Registered with the resource's routes, and by the source thread
 * (source-thread.ts), which serves no routes but submits synced items. Other resources have none.
 */
export function registerResourcePublisher<Q extends PageQuery, I extends z.ZodType, B extends z.ZodType<{ ids: string[]; action: string }>>(
  r: AdminResource<Q, I, B>,
) {
  if (!r.vendor || !r.entity.type) return;
  const check = checksOf<I>(r);
  const toRow = rowOf<I>(r);
  review.registerPublisher(r.entity.type as SubmissionKind, {
    entity: r.entity,
    input: r.schemas.update ?? r.schemas.input,
    toRow: (v) => toRow(v as z.output<I>),
    createExtra: r.createExtra ? (v) => r.createExtra?.(v as z.output<I>) ?? {} : undefined,
    check: (db, v, id) => check(db, v as z.output<I>, id),
    ownCheck: Boolean(r.check),
    afterCreate: r.afterCreate,
    find: r.find,
    unpublish: r.unpublish ?? 'delete',
  });
}

export function registerAdminResource<Q extends PageQuery, I extends z.ZodType, B extends z.ZodType<{ ids: string[]; action: string }>>(
  app: Hono<AppEnv>,
  r: AdminResource<Q, I, B>,
) {
  const params = r.params ?? uuidParam;
  const notFound = () => new AppError('not_found', `${r.entity.label} not found`);
  const toRow = rowOf<I>(r);
  const topicType = r.topics;
  const withTopics = (s: z.ZodType) => (topicType ? withTopicIds(asObject(s)) : s);
  const item = topicType ? withTopicRefs(asObject(r.schemas.item)) : r.schemas.item;
  const find = async (db: Db, id: string) => {
    const found = await r.find(db, id);
    return found && topicType ? { ...(found as object), topics: await topicsService.topicsOf(db, topicType, id) } : found;
  };
  const check = checksOf<I>(r);
  /** Checks the topic ids, then returns the in-transaction step that stores them. */
  const topicStep = async (db: Db, body: unknown) => {
    const ids = (body as { topicIds?: string[] }).topicIds;
    if (!topicType || !ids) return undefined;
    await topicsService.assertTopics(db, ids);
    return (tx: Db, id: string) => topicsService.setTopics(tx, topicType, id, ids);
  };

  const d = r.declared;
  const op = d.contracts;
  checkDeclared(d, { topics: !!r.topics, vendor: !!r.vendor, exportCsv: !!r.csv, bulk: !!r.bulk, notify: !!r.notify });

  route(app, { ...fromContract(op.list, 'admin'), query: r.schemas.query, response: paginated(r.schemas.item) }, async (c, { query }) => {
    const { items, total } = await r.rows(c.get('deps').db, query as z.output<Q>, pageWindow(query));
    return paged(items, total, query) as never;
  });

  const csv = r.csv;
  if (csv && op.exportCsv) {
    route(app, { ...fromContract(op.exportCsv, 'admin'), query: r.schemas.query }, async (c, { query }) => {
      const { db } = c.get('deps');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${csv.filename()}"`);
      return stream(c, async (s) => {
        await s.write(csvRow([...csv.header]));
        const batch = 500;
        for (let offset = 0; ; offset += batch) {
          const { items } = await r.rows(db, query as z.output<Q>, { limit: batch, offset });
          for (const item of items) await s.write(csvRow(csv.row(item as never)));
          if (items.length < batch) return;
        }
      });
    });
  }

  route(app, { ...fromContract(op.get, 'admin'), params, response: item }, async (c, { params }) => {
    const item = await find(c.get('deps').db, params.id);
    if (!item) throw notFound();
    return item as never;
  });

  const created = { ...fromContract(op.create, 'admin'), body: withTopics(r.schemas.input), response: idResponse };
  route(app, created, async (c, { body, user }) => {
    const { db } = c.get('deps');
    const v = body as z.output<I>;
    await check(db, v, null);
    const then = await topicStep(db, body);
    const row = await createRow(db, user, r.entity, { ...r.createExtra?.(v), ...toRow(v) }, then);
    const id = String(row.id);
    await r.afterCreate?.(db, id).catch((err) => c.get('log').error({ err, id }, `after-create of ${r.entity.type} failed`));
    return { id };
  });

  const updated = { ...fromContract(op.update, 'admin'), params, body: withTopics(r.schemas.update ?? r.schemas.input) };
  route(app, { ...updated, response: idResponse }, async (c, { params, body, user }) => {
    const { db } = c.get('deps');
    const v = body as z.output<I>;
    await check(db, v, params.id);
    const then = await topicStep(db, body);
    await updateRow(db, user, r.entity, params.id, toRow(v), then);
    return { id: params.id };
  });

  const deleted = { ...fromContract(op.remove, 'admin'), params, response: okResponse };
  /** Deleting vendor content closes its pending edits in the same transaction (docs/decisions/2203). */
  const closeEdits = (tx: Db, user: Actor, ids: string[]) =>
    r.vendor && r.entity.type ? review.closePendingEdits(tx, user, r.entity.type as SubmissionKind, ids) : Promise.resolve();
  route(app, deleted, async (c, { params, user }) => {
    await c.get('deps').db.transaction(async (tx) => {
      await deleteRow(tx, user, r.entity, params.id);
      await closeEdits(tx, user, [params.id]);
    });
    return { ok: true as const };
  });

  const bulk = r.bulk;
  if (bulk && op.bulk) {
    const def = { ...fromContract(op.bulk, 'admin'), body: bulk.request, response: countResponse };
    route(app, def, async (c, { body, user }) => {
      const b = body as z.output<B>;
      const set = bulk.set(b.action);
      return {
        updated: await c.get('deps').db.transaction(async (tx) => {
          const n = await bulkApply(tx, user, r.entity, b.ids, b.action, set);
          if (set === null) await closeEdits(tx, user, b.ids);
          return n;
        }),
      };
    });
  }

  if (r.vendor && r.entity.type) {
    registerResourcePublisher(r);
    registerVendorScope(app, r, r.entity.type as SubmissionKind);
  }

  const notify = r.notify;
  if (notify && op.notify) {
    route(app, { ...fromContract(op.notify, 'admin'), params, response: sendResult }, async (c, { params, user }) => {
      const deps = c.get('deps');
      const found = (await find(deps.db, params.id)) as { vendorId: string | null; topics?: { id: string }[] } | null;
      if (!found) throw notFound();
      const topicIds = (found.topics ?? []).map((t) => t.id);
      const notice = notify.options(found as never, deps.env.APP_URL);
      return notifySubscribers(deps, user, { ...notice, entityType: r.entity.type, id: params.id, vendorId: found.vendorId, topicIds });
    });
  }
}

/** The manager's vendor (route() already refused anyone who manages none). */
export async function ownVendorId(c: Parameters<typeof managedVendor>[0], email: string): Promise<string> {
  const v = await managedVendor(c, email);
  if (!v) throw new AppError('forbidden', 'You are not registered as a vendor manager. Your email is not associated with any vendor.');
  return v.id;
}

/**
 * The vendor console's scope of one admin resource (issue 22): the same list, item, form schema and
 * rules under /api/vendor/..., limited to the manager's own vendor. A create or edit is a submission
 * (vendor-review.service.ts: pending until an admin approves, or published at once for a trusted vendor);
 * 'Unpublish' takes the vendor's live item out of the catalogue at once. Another vendor's item answers 404.
 */
function registerVendorScope<Q extends PageQuery, I extends z.ZodType, B extends z.ZodType<{ ids: string[]; action: string }>>(
  app: Hono<AppEnv>,
  r: AdminResource<Q, I, B>,
  kind: SubmissionKind,
) {
  const own = r.declared.contracts.console;
  if (!own) throw new Error(`Admin resource ${r.declared.path}: vendor content without the console's contracts`);
  const params = r.params ?? uuidParam;
  const notFound = () => new AppError('not_found', `${r.entity.label} not found`);
  // `pending`: the values of the item's open edit, so the form opens on what waits for review.
  const one = withReview(asObject(r.schemas.item));
  const listed = one;
  const reviewDto = (x: { submissionId: string; state: string; reason: string | null; updatedAt: Date } | undefined) =>
    x ? { submissionId: x.submissionId, state: x.state, reason: x.reason, updatedAt: x.updatedAt } : null;
  /** The live item when it is this vendor's, else 404 (another vendor's item looks like no item). */
  const ownItem = async (db: Db, vendorId: string, id: string) => {
    const found = (await r.find(db, id)) as { vendorId: string | null } | null;
    if (!found || found.vendorId !== vendorId) throw notFound();
    return found;
  };

  route(app, { ...fromContract(own.list, 'vendor_manager'), query: r.schemas.query, response: paginated(listed) }, async (c, { query, user }) => {
    const { db } = c.get('deps');
    const vendorId = await ownVendorId(c, user.email);
    const { items, total } = await r.rows(db, { ...(query as object), vendorId } as z.output<Q>, pageWindow(query));
    const reviews = await review.reviewsOf(
      db,
      kind,
      items.map((i) => String((i as { id: string }).id)),
    );
    const withReview = items.map((i) => {
      const latest = reviews.get(String((i as { id: string }).id));
      return { ...(i as object), review: reviewDto(latest), pending: latest?.state === 'pending' ? latest.values : null };
    });
    return paged(withReview, total, query) as never;
  });

  route(app, { ...fromContract(own.get, 'vendor_manager'), params, response: one }, async (c, { params, user }) => {
    const { db } = c.get('deps');
    const found = await ownItem(db, await ownVendorId(c, user.email), params.id);
    const latest = (await review.reviewsOf(db, kind, [params.id])).get(params.id);
    return { ...found, review: reviewDto(latest), pending: latest?.state === 'pending' ? latest.values : null } as never;
  });

  route(app, { ...fromContract(own.create, 'vendor_manager'), body: r.schemas.input, response: submitResult }, async (c, { body, user }) => {
    const vendorId = await ownVendorId(c, user.email);
    return review.submitFromConsole(c.get('deps'), { vendorId, kind, values: body as Values, actor: user });
  });

  route(
    app,
    { ...fromContract(own.update, 'vendor_manager'), params, body: r.schemas.update ?? r.schemas.input, response: submitResult },
    async (c, { params, body, user }) => {
      const deps = c.get('deps');
      const vendorId = await ownVendorId(c, user.email);
      await ownItem(deps.db, vendorId, params.id);
      return review.submitFromConsole(deps, { vendorId, kind, contentId: params.id, values: body as Values, actor: user });
    },
  );

  route(app, { ...fromContract(own.remove, 'vendor_manager'), params, response: okResponse }, async (c, { params, user }) => {
    const deps = c.get('deps');
    const vendorId = await ownVendorId(c, user.email);
    await ownItem(deps.db, vendorId, params.id);
    await review.unpublish(deps, user, vendorId, kind, params.id);
    return { ok: true as const };
  });
}
