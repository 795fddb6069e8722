import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type Column<R, K extends string> = {
  key: string;
  label: string;
  /** Sort key sent to the server; absent = not sortable. */
  sort?: K;
  render: (row: R) => ReactNode;
  className?: string;
};

type Props<R extends { id: string }, K extends string> = {
  caption: string;
  columns: Column<R, K>[];
  rows: R[] | undefined;
  loading: boolean;
  empty: ReactNode;
  sort?: { field: K; dir: 'asc' | 'desc' };
  onSort?: (field: K) => void;
  selected?: Set<string>;
  onSelect?: (next: Set<string>) => void;
  rowLabel?: (row: R) => string;
  actions?: (row: R) => ReactNode;
};

/** Admin table: sortable headers (aria-sort), row checkboxes with select-all, skeleton rows, empty state. */
export function DataTable<R extends { id: string }, K extends string>(p: Props<R, K>) {
  const rows = p.rows ?? [];
  const selectable = Boolean(p.selected && p.onSelect);
  const allOn = selectable && rows.length > 0 && rows.every((r) => p.selected?.has(r.id));
  const someOn = selectable && rows.some((r) => p.selected?.has(r.id));
  const toggleAll = () => {
    if (!p.onSelect || !p.selected) return;
    const next = new Set(p.selected);
    for (const r of rows) allOn ? next.delete(r.id) : next.add(r.id);
    p.onSelect(next);
  };
  const toggle = (id: string) => {
    if (!p.onSelect || !p.selected) return;
    const next = new Set(p.selected);
    next.has(id) ? next.delete(id) : next.add(id);
    p.onSelect(next);
  };
  const colCount = p.columns.length + (selectable ? 1 : 0) + (p.actions ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">{p.caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-3">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={allOn}
                  ref={(el) => {
                    if (el) el.indeterminate = !allOn && someOn;
                  }}
                  onChange={toggleAll}
                  className="h-4 w-4 rounded border-slate-300"
                />
              </th>
            )}
            {p.columns.map((c) => {
              const active = c.sort && p.sort?.field === c.sort;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-3 font-semibold ${c.className ?? ''}`}
                  aria-sort={active ? (p.sort?.dir === 'asc' ? 'ascending' : 'descending') : c.sort && p.onSort ? 'none' : undefined}
                >
                  {c.sort && p.onSort ? (
                    <button
                      type="button"
                      onClick={() => c.sort && p.onSort?.(c.sort)}
                      className="inline-flex items-center gap-1 uppercase hover:text-brand-700 dark:hover:text-white"
                    >
                      {c.label}
                      {active ? (
                        p.sort?.dir === 'asc' ? (
                          <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
                        )
                      ) : (
                        <ArrowUpDown className="h-3.5 w-3.5 opacity-40" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
            {p.actions && (
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {p.loading &&
            Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <tr key={i}>
                <td colSpan={colCount} className="px-3 py-4">
                  <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                </td>
              </tr>
            ))}
          {!p.loading && rows.length === 0 && (
            <tr>
              <td colSpan={colCount} className="px-3 py-10 text-center text-slate-600 dark:text-slate-400">
                {p.empty}
              </td>
            </tr>
          )}
          {!p.loading &&
            rows.map((r) => (
              <tr key={r.id} className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {selectable && (
                  <td className="px-3 py-3">
                    <input
                      type="checkbox"
                      aria-label={`Select ${p.rowLabel ? p.rowLabel(r) : r.id}`}
                      checked={p.selected?.has(r.id) ?? false}
                      onChange={() => toggle(r.id)}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                  </td>
                )}
                {p.columns.map((c) => (
                  <td key={c.key} className={`px-3 py-3 text-slate-800 dark:text-slate-200 ${c.className ?? ''}`}>
                    {c.render(r)}
                  </td>
                ))}
                {p.actions && <td className="whitespace-nowrap px-3 py-3 text-right">{p.actions(r)}</td>}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
