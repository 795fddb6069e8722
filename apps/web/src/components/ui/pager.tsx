import { pageButtons } from '@portal/shared/admin-users';
import { Button } from './button.tsx';

type Props = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  className?: string;
  /** Up to five page-number buttons between Previous and Next; Previous/Next stay visible (disabled) on a single page. */
  numbered?: boolean;
};

/** Previous / Next with the page position (or page buttons); the plain form shows nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, className = 'mt-4', numbered = false }: Props) {
  if (!numbered && totalPages <= 1) return null;
  const last = Math.max(totalPages, 1);
  return (
    <nav aria-label="Pagination" className={`flex flex-wrap items-center ${numbered ? 'gap-1' : 'justify-between gap-3'} text-sm ${className}`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {numbered ? (
        pageButtons(page, last).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'primary' : 'secondary'}
            className="px-3"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))
      ) : (
        <span className="text-slate-600 dark:text-slate-400">
          Page {page} of {totalPages}
        </span>
      )}
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
