import { formatTotal, highlightParts } from '@portal/shared/api-text';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

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
