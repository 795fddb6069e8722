import { format } from '../../../lib/format.ts';
import type { ReactNode } from 'react';

/** A readable prose page with its title and the 'Last updated' line (the current date). */
export function StaticPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated: {format(new Date(), 'MMMM d, yyyy')}</p>
      {intro && <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
      <div className="prose-page mt-6 space-y-8 text-slate-700 dark:text-slate-300">{children}</div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

export function Mailto({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-brand-600 underline dark:text-brand-300">
      {address}
    </a>
  );
}
