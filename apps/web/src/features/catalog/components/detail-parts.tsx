import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState } from './list-parts.tsx';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {children}
    </Link>
  );
}

/** Loading, 'X not found' (with a way back) or another error; null once the data is there. */
export function DetailState({
  q,
  notFound,
  back,
}: {
  q: { isPending: boolean; isError: boolean; error: unknown };
  notFound: string;
  back: { to: string; label: string };
}) {
  if (q.isPending) return <DetailSkeleton />;
  if (q.isError) {
    if ((q.error as { status?: number })?.status === 404) {
      return (
        <div className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-2xl font-semibold">{notFound}</h1>
          <ButtonLink to={back.to} className="mt-6">
            {back.label}
          </ButtonLink>
        </div>
      );
    }
    return <ErrorState error={q.error} />;
  }
  return null;
}

/** The shape of a detail page (back link, title, meta, body and side panel) while it loads. */
function DetailSkeleton() {
  const bar = 'animate-pulse rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-label="Loading" data-testid="detail-skeleton" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <div className={`h-4 w-32 ${bar}`} />
        <div className={`h-9 w-3/4 ${bar}`} />
        <div className={`h-4 w-1/3 ${bar}`} />
        <div className={`h-24 w-full ${bar}`} />
      </div>
      <div className={`h-48 rounded-xl ${bar}`} />
    </div>
  );
}
