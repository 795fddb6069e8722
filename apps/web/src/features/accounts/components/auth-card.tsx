import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../../components/layouts/theme-toggle.tsx';

export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      {/* Logo first, then the theme toggle: the tab order follows the reading order. */}
      <div className="mb-8 flex items-center justify-between gap-2">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>AI Testing Hub</span>
        </Link>
        <ThemeToggle />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
    </div>
  );
}
