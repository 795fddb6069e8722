import { contentTypeLabels, csvCell, type LikeContentType, leadsCsvHeader, leadsMessages } from '@portal/shared/leads';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import * as q from './leads.queries.ts';

const CSV_MAX_ROWS = 10_000;

export async function vendorOf(deps: Deps, user: AuthUser) {
  const vendor = await q.findManagedVendor(deps.db, user.email);
  if (!vendor) throw forbidden(leadsMessages.notManager);
  return vendor;
}

/** The header of the leads screen: which vendor this manager manages. */
export async function managedVendor(deps: Deps, user: AuthUser) {
  return { vendor: await vendorOf(deps, user) };
}

export async function leads(deps: Deps, user: AuthUser, query: { page: number; pageSize: number; search?: string; contentType: LikeContentType | 'all' }) {
  const vendor = await vendorOf(deps, user);
  const { limit, offset } = pageWindow(query);
  const list = await q.listLeads(deps.db, { vendorId: vendor.id, search: query.search || undefined, contentType: query.contentType, limit, offset });
  const stats = await q.leadStats(deps.db, vendor.id);
  const notShared = await q.countNotShared(deps.db, { vendorId: vendor.id, contentType: query.contentType });
  return { ...paged(list.items, list.total, query), vendor, stats, notShared };
}

/** The leads matching the filters as CSV (newest first): consenting members only, like the screen. */
export async function leadsCsv(deps: Deps, user: AuthUser, query: { search?: string; contentType: LikeContentType | 'all' }) {
  const vendor = await vendorOf(deps, user);
  const { items } = await q.listLeads(deps.db, {
    vendorId: vendor.id,
    search: query.search || undefined,
    contentType: query.contentType,
    limit: CSV_MAX_ROWS,
    offset: 0,
  });
  const lines = [leadsCsvHeader.map(csvCell).join(',')];
  for (const l of items) {
    lines.push(
      [l.userEmail, l.userName, l.userCompany, l.userJobTitle, contentTypeLabels[l.contentType], l.contentTitle, l.contentUrl, l.createdAt]
        .map(csvCell)
        .join(','),
    );
  }
  return { vendor, csv: `${lines.join('\r\n')}\r\n` };
}
