import type { ReactNode } from 'react';
import { webinarLevelLabels, webinarLevels } from '@portal/shared/catalog';
import { useTitle } from '../../../lib/use-title.ts';
import { useWebinarList } from '../api/catalog-list-queries.ts';
import type { ListParams } from '../api/catalog-queries.ts';
import { readQuery, useQueryState } from '../hooks/use-query-state.ts';
import { CheckboxGroup, CollapsibleFilters, SortButtons } from './filters.tsx';
import { ListBody, SearchRow } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonGrid } from './card-parts.tsx';
import { WebinarCard } from './webinar-card.tsx';

const statusOptions = ['upcoming', 'live', 'completed'].map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));
const sortLabels = { date: 'Date', duration: 'Duration' };
const sorts = Object.keys(sortLabels) as (keyof typeof sortLabels)[];
const levelOptions = webinarLevels.map((l) => ({ value: l, label: webinarLevelLabels[l] }));

/** The list's parameters from the page's query string (the screen's, and its route's declared data). */
export function webinarListParams(params: URLSearchParams): ListParams {
  const r = readQuery(params);
  // No sort chosen: the server's default order (live, then upcoming soonest, then recordings newest).
  const sort = r.oneOf('sort', sorts, undefined);
  const dir = r.get('dir') === 'desc' ? 'desc' : 'asc';
  return {
    vendors: r.getList('vendors'),
    status: r.getList('status'),
    level: r.getList('level'),
    search: r.get('search') || undefined,
    sort,
    dir: sort ? dir : undefined,
  };
}

/** `admin` (composed by the route for admins): an Add Webinar button, per-card Edit/Delete, and their dialogs. */
type WebinarListAdmin = { addButton: React.ReactNode; cardActions: (w: { id: string; title: string }) => React.ReactNode; dialogs: React.ReactNode };

/** `actions` sit beside the title (e.g. the calendar subscription). */
export function WebinarList({ admin, actions }: { admin?: WebinarListAdmin; actions?: ReactNode }) {
  useTitle('Webinars', 'Live and recorded webinars about AI-powered test automation.');
  const qs = useQueryState();
  const vendors = qs.getList('vendors');
  const status = qs.getList('status');
  const level = qs.getList('level');
  const search = qs.get('search');
  // No sort chosen: the server's default order (live, then upcoming soonest, then recordings newest).
  const sort = qs.oneOf('sort', sorts, undefined);
  const dir = qs.get('dir') === 'desc' ? 'desc' : 'asc';
  const q = useWebinarList(webinarListParams(qs.params));
  const vendorOptions = (q.data?.pages[0]?.vendors ?? []).map((v) => ({ value: v.id, label: v.name }));
  const filtered = vendors.length + status.length + level.length > 0 || !!search;

  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title="Webinars" subtitle="Learn from the vendors shaping AI-powered test automation." />
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {admin?.addButton}
        </div>
      </div>
      {admin?.dialogs}
      <SearchRow value={search} onChange={(v) => qs.set({ search: v })} placeholder="Search webinars..." label="Search webinars">
        <SortButtons options={sortLabels} sort={sort} dir={dir} onChange={(s, d) => qs.set({ sort: s, dir: d })} />
      </SearchRow>
      <div className="mb-6">
        <CollapsibleFilters active={vendors.length + status.length + level.length}>
          <CheckboxGroup legend="Vendors" options={vendorOptions} value={vendors} onChange={(v) => qs.set({ vendors: v })} />
          <CheckboxGroup legend="Status" options={statusOptions} value={status} onChange={(v) => qs.set({ status: v })} />
          <CheckboxGroup legend="Experience level" options={levelOptions} value={level} onChange={(v) => qs.set({ level: v })} />
        </CollapsibleFilters>
      </div>
      <ListBody
        q={q}
        loading={<SkeletonGrid count={8} />}
        empty={filtered ? 'No webinars found matching your filters.' : 'No webinars available.'}
        onClear={qs.clear}
        card={(w) => <WebinarCard key={w.id} webinar={w} adminActions={admin?.cardActions({ id: w.id, title: w.title })} />}
      />
    </section>
  );
}
