import { Button } from './button.tsx';

/** Previous / Next with the page position; nothing when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  className = 'mt-4',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={`flex items-center justify-between gap-3 text-sm ${className}`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-600 dark:text-slate-400">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
