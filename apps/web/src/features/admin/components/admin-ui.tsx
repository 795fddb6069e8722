import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { format } from '../../../lib/format.ts';

export const fmtDate = (iso: string | null | undefined) => (iso ? format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso), 'MMM d, yyyy') : '—');

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>;
}

export function IconButton({
  label,
  onClick,
  children,
  tone = 'default',
  disabled,
  title = label,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  title?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={title}
      disabled={disabled}
      className={`inline-flex rounded p-1.5 disabled:cursor-not-allowed disabled:opacity-40 ${tone === 'danger' ? 'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
    >
      {children}
    </button>
  );
}

/** Edit and Delete icon buttons; `deleteBlocked` disables Delete and says why. */
export function EditDelete({
  name,
  onEdit,
  onDelete,
  deleteBlocked,
  deleteVerb = 'Delete',
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteBlocked?: string;
  /** 'Unpublish' in a manager's console. */
  deleteVerb?: string;
}) {
  return (
    <>
      <IconButton label={`Edit ${name}`} onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </IconButton>
      <IconButton label={`${deleteVerb} ${name}`} onClick={onDelete} tone="danger" disabled={Boolean(deleteBlocked)} title={deleteBlocked}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </IconButton>
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'active' || status === 'live'
      ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
      : status === 'inactive' || status === 'cancelled'
        ? 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
        : status === 'closed' || status === 'completed'
          ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200'
          : 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium capitalize ${tone}`}>{status}</span>;
}

/** Shown above the table when rows are selected. */
export function BulkBar({ count, children }: { count: number; children: ReactNode }) {
  if (!count) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800">
      <span className="mr-2 font-medium">{count} selected</span>
      {children}
    </div>
  );
}
export const bulkBtn =
  'rounded-md border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-700';
