import { leadsMessages } from '@portal/shared/leads';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '../../../components/ui/pager.tsx';
import type { LeadFilters } from '../api/leads-api.ts';
import type { LeadsResponse } from '@portal/shared/leads';
import { LeadsFilters } from './leads-filters.tsx';
import { LoadError, StatsSkeleton } from './leads-states.tsx';
import { LeadStats } from './leads-stats.tsx';
import { LeadsEmpty, LeadsTable } from './leads-table.tsx';

type Props = {
  q: UseQueryResult<LeadsResponse>;
  vendorName: string;
  filters: LeadFilters;
  setFilters: (f: (prev: LeadFilters) => LeadFilters) => void;
};

/** How many likes came from members who have not shared their details (a number, never who). */
function notSharedText(n: number) {
  return `${n} more ${n === 1 ? 'like' : 'likes'} from members who have not shared their details with you.`;
}

/** Stats, filters, the count, the consenting members' rows and the pager; or the likes error. */
export function LeadsResults({ q, vendorName, filters, setFilters }: Props) {
  const filtered = !!(filters.search || filters.contentType !== 'all');
  const data = q.data;
  if (q.isPending) return <StatsSkeleton />;
  if (!data) {
    return (
      <>
        <LeadsFilters filters={filters} setFilters={setFilters} />
        <LoadError title={leadsMessages.likesError} message={q.error?.message ?? 'Could not load the likes'} onRetry={() => q.refetch()} />
      </>
    );
  }
  return (
    <>
      <LeadStats stats={data.stats} />
      <LeadsFilters filters={filters} setFilters={setFilters} />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="leads-count">
        Showing {data.items.length} of {data.total} likes
        {filtered ? ' matching your filters' : ` for ${vendorName}`}
      </p>
      {data.notShared > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="leads-not-shared">
          {notSharedText(data.notShared)} Members choose whether to share their name, e-mail, job title and company with you, and can withdraw at any time.
        </p>
      )}
      {data.items.length === 0 ? <LeadsEmpty filtered={filtered} /> : <LeadsTable items={data.items} vendorName={vendorName} />}
      <Pager page={data.page} totalPages={data.totalPages} onPage={(p) => setFilters((f) => ({ ...f, page: p }))} />
    </>
  );
}
