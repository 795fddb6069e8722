import { trialStatuses } from '@portal/shared/catalog';
import { useTitle } from '../../../lib/use-title.ts';
import { useTrialList } from '../api/catalog-list-queries.ts';
import type { ListParams } from '../api/catalog-queries.ts';
import { readQuery, useQueryState } from '../hooks/use-query-state.ts';
import { CheckboxGroup, CollapsibleFilters, SortButtons } from './filters.tsx';
import { ListBody, SearchRow } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TrialCard } from './trial-card.tsx';

const sortLabels = { start_date: 'Start Date', end_date: 'End Date', trial_period: 'Trial Period' };
const sorts = Object.keys(sortLabels) as (keyof typeof sortLabels)[];

/** The list's parameters from the page's query string (the screen's, and its route's declared data). */
export function trialListParams(params: URLSearchParams): ListParams {
  const r = readQuery(params);
  return {
    search: r.get('search') || undefined,
    vendors: r.getList('vendors'),
    status: r.getList('status'),
    sort: r.oneOf('sort', sorts, 'start_date'),
    dir: r.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

export function TrialList() {
  useTitle('Product Trials', 'Free trials of AI testing tools.');
  const qs = useQueryState();
  const search = qs.get('search');
  const vendors = qs.getList('vendors');
  const status = qs.getList('status');
  const sort = qs.oneOf('sort', sorts, 'start_date');
  const dir = qs.get('dir') === 'asc' ? 'asc' : 'desc';
  const q = useTrialList(trialListParams(qs.params));
  const filtered = !!search || vendors.length + status.length > 0;
  return (
    <section>
      <PageHeader title="Product Trials" subtitle="Try AI testing tools on your own project." />
      <SearchRow value={search} onChange={(v) => qs.set({ search: v })} placeholder="Search trials..." label="Search trials">
        <SortButtons options={sortLabels} sort={sort} dir={dir} onChange={(s, d) => qs.set({ sort: s, dir: d })} />
      </SearchRow>
      <div className="mb-6">
        <CollapsibleFilters active={vendors.length + status.length}>
          <CheckboxGroup
            legend="Vendors"
            options={(q.data?.pages[0]?.vendors ?? []).map((v) => ({ value: v.id, label: v.name }))}
            value={vendors}
            onChange={(v) => qs.set({ vendors: v })}
          />
          <CheckboxGroup
            legend="Status"
            options={trialStatuses.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }))}
            value={status}
            onChange={(v) => qs.set({ status: v })}
          />
        </CollapsibleFilters>
      </div>
      <ListBody
        q={q}
        empty={filtered ? 'No trials found matching your search.' : 'No product trials available.'}
        onClear={qs.clear}
        card={(t) => <TrialCard key={t.id} trial={t} />}
      />
    </section>
  );
}
