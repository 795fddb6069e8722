import type { ReactNode } from 'react';

/** One figure of a stats row (place it in a `<dl>`): an upper-case label over the value. */
export function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
