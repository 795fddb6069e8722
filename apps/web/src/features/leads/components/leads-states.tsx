import { leadsMessages } from '@portal/shared/leads';
import { AlertTriangle, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { mailboxes } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { statCards } from './leads-stats.tsx';

export function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">{leadsMessages.accessDenied}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{leadsMessages.notManager}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {leadsMessages.contactSupport}{' '}
        <a className="text-brand-600 underline dark:text-brand-300" href={`mailto:${mailboxes.support}`}>
          {mailboxes.support}
        </a>
      </p>
    </div>
  );
}

export function StatsSkeleton() {
  return (
    <div className="mt-6 space-y-6" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {statCards.map((s) => (
          <div key={s.key} className="h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}

export function Skeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
      <StatsSkeleton />
    </div>
  );
}

/** 'Error Loading Vendor Information' / 'Error Loading User Likes' with the server's message and a retry. */
export function LoadError({ title, message, onRetry, page }: { title: string; message: string; onRetry: () => void; page?: boolean }) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="mx-auto mt-6 max-w-lg rounded-lg border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600 dark:text-red-400" aria-hidden="true" />
      <Heading className="mt-3 text-xl font-semibold text-red-800 dark:text-red-200">{title}</Heading>
      <p className="mt-2 text-red-700 dark:text-red-300">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

export const denied = (e: unknown) => e instanceof ApiError && e.status === 403;
