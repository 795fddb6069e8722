import { formatTotal, highlightParts } from '@portal/shared/api-text';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { SearchBox as SearchField } from '../../../components/ui/search-box.tsx';

/** A search box that reports its text after a short pause. */
export function SearchBox({ value, onChange, placeholder, label }: { value: string; onChange: (v: string) => void; placeholder: string; label: string }) {
  const [text, setText] = useState(value);
  // The latest callback, so a re-render for another reason does not restart the pause.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => report.current(text), 300);
    return () => clearTimeout(t);
  }, [text, value]);
  return (
    <search className="w-full">
      <SearchField className="relative" label={label} value={text} onChange={setText} placeholder={placeholder} />
    </search>
  );
}

export function EmptyState({ message, onClear }: { message: string; onClear?: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      {onClear && (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear all filters
        </Button>
      )}
    </div>
  );
}

export function LoadMore({
  hasMore,
  loading,
  onMore,
  shown,
  total,
  capped,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  shown: number;
  total: number;
  /** The server stopped counting at its cap: the total shows as '1,000+'. */
  capped?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        Showing {shown.toLocaleString('en-US')} of {formatTotal(total, capped)}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** Text with the words of a search marked (<mark>); React escapes every part, no HTML is injected. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((p, i) =>
        p.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/**
 * The cards of a list page. Cards carry h3 titles; the hidden h2 keeps the page's heading levels in
 * order (h1 page title, h2 results, h3 cards) for screen-reader navigation.
 */
export function Grid({ children, heading = 'Results' }: { children: ReactNode; heading?: string }) {
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
    </>
  );
}

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

/** 'Browse Webinars' and 'Browse Jobs', where there is nothing of the member's own to show. */
export function BrowseLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <ButtonLink to={paths.webinars}>Browse Webinars</ButtonLink>
      <ButtonLink to={paths.jobs} variant="secondary">
        Browse Jobs
      </ButtonLink>
    </div>
  );
}
