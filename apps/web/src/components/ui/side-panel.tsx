import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';

/** The card of a page's side panel (trial access, webinar registration). */
export const panelCard = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

const bar = 'animate-pulse rounded bg-slate-200 dark:bg-slate-700';

/** A side panel while its data loads: a title bar (`titleWidth`) over a button bar. */
export function PanelLoading({ label, className, titleWidth }: { label: string; className: string; titleWidth: string }) {
  return (
    <aside className={className} aria-busy="true" aria-label={label}>
      <div className={`h-6 ${titleWidth} ${bar}`} />
      <div className={`mt-4 h-10 w-full ${bar}`} />
    </aside>
  );
}

/** A side panel whose data failed to load. */
export function PanelError({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <aside className={className} aria-label={label}>
      <Alert tone="error">{children}</Alert>
    </aside>
  );
}
