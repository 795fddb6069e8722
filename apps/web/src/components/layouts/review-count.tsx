import type { pendingCount } from '@portal/shared/vendor-review-contracts';
import { useQuery } from '@tanstack/react-query';
import { callByType } from '../../lib/api-by-type.ts';

/**
 * The number of vendor submissions waiting for review, beside 'Review Queue' in the admin sidebar
 * (same query key as the admin feature's count, so a decision there updates it).
 */
export function ReviewCount() {
  const count = useQuery({
    queryKey: ['admin', 'submissions', 'count'],
    queryFn: ({ signal }) => callByType<typeof pendingCount>('get', '/api/admin/submissions/count', { signal }),
    refetchInterval: 60_000,
  });
  const n = count.data?.pending ?? 0;
  if (!n) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-slate-950">
      {n}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
