import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The dashed box a list shows when it has nothing: an icon, then the caller's text. */
export function EmptyState({
  icon: Icon,
  children,
  className = 'rounded-lg',
  testId,
}: {
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`${className} border border-dashed border-slate-300 p-10 text-center dark:border-slate-700`} data-testid={testId}>
      <Icon className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      {children}
    </div>
  );
}

/** Placeholder bars while a list loads; hidden from screen readers, or announced busy with `busy`. */
export function SkeletonList({ bar, count = 3, gap = 'space-y-2', busy = false }: { bar: string; count?: number; gap?: string; busy?: boolean }) {
  return (
    <div className={gap} aria-hidden={busy ? undefined : true} aria-busy={busy || undefined}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
        <div key={i} className={`${bar} animate-pulse`} />
      ))}
    </div>
  );
}
