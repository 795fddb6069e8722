import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The dashed box a list shows when it has nothing: an icon (if given), then the caller's text, and 'Clear all filters'
 * when the list is empty because of its filters (`onClear`). The one empty state of every screen.
 */
export function EmptyState({
  icon: Icon,
  children,
  className = 'rounded-lg p-10',
  testId,
  onClear,
}: {
  icon?: LucideIcon;
  children: ReactNode;
  /** Corners and padding. */
  className?: string;
  testId?: string;
  onClear?: () => void;
}) {
  return (
    <div className={`${className} border border-dashed border-slate-300 text-center dark:border-slate-700`} data-testid={testId}>
      {Icon && <Icon className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />}
      {children}
      {onClear && (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear all filters
        </Button>
      )}
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
