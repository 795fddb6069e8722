import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

export type Column<R, K extends string> = {
  key: string;
  label: ReactNode;
  /** Sort key (sent to the server, or used by the caller's sort); absent = not sortable. */
  sort?: K;
  render: (row: R) => ReactNode;
  /** Classes of both the header and the body cell. */
  className?: string;
  /** Classes of the body cell only. */
  cellClassName?: string;
  /** The body cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Attributes of the body cell (a test id, a title). */
  cellProps?: (row: R) => HTMLAttributes<HTMLTableCellElement> & { 'data-testid'?: string };
};

/** The classes of a table's parts: the admin screens' look, or a screen's own. */
export type TableLook = {
  wrap: string;
  table: string;
  head: string;
  th: string;
  body: string;
  td: string;
  row?: string;
  sortButton: string;
  sortIcon: string;
  /** Class of the icon of a sortable column that is not the sorted one. */
  idleIcon: string;
  /** aria-sort of a sortable column that is not the sorted one ('none': it can be sorted, as Manage Users and the analytics table say). */
  idleSort?: 'none';
};

export const adminLook: TableLook = {
  wrap: 'overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  table: 'min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800',
  head: 'bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300',
  // Headers never wrap (a narrow column broke 'EMAIL' letter by letter at 390 px); a wide table scrolls in its frame.
  th: 'whitespace-nowrap px-3 py-3 font-semibold',
  body: 'divide-y divide-slate-100 dark:divide-slate-800',
  td: 'px-3 py-3 text-slate-800 dark:text-slate-200',
  row: 'align-top hover:bg-slate-50 dark:hover:bg-slate-800/40',
  sortButton: 'inline-flex items-center gap-1 uppercase hover:text-brand-700 dark:hover:text-white',
  sortIcon: 'h-3.5 w-3.5',
  idleIcon: 'h-3.5 w-3.5 opacity-40',
  idleSort: 'none',
};

/** The member and vendor screens' bordered table; `pad` sets the cells' padding, `wrap` adds to the frame. */
export function plainLook(pad: string, wrap = ''): TableLook {
  return {
    wrap: `overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800 ${wrap}`,
    table: 'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800',
    head: 'bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400',
    th: pad,
    body: 'divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950',
    td: pad,
    sortButton:
      'inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white',
    sortIcon: 'h-3 w-3',
    idleIcon: 'h-3 w-3',
    idleSort: 'none',
  };
}

type Props<R extends { id: string }, K extends string> = {
  /** Screen-reader caption; absent = none. */
  caption?: string;
  columns: Column<R, K>[];
  rows: R[] | undefined;
  loading?: boolean;
  /** Shown in one cell when there are no rows; absent = an empty body. */
  empty?: ReactNode;
  sort?: { field: K; dir: 'asc' | 'desc' };
  onSort?: (field: K) => void;
  selected?: Set<string>;
  onSelect?: (next: Set<string>) => void;
  rowLabel?: (row: R) => string;
  actions?: (row: R) => ReactNode;
  look?: TableLook;
  /** Attributes of each body row (a test id, a highlight class). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Attributes of the table element. */
  tableProps?: HTMLAttributes<HTMLTableElement> & { 'data-testid'?: string };
  /** Shown below the table, inside its frame. */
  footer?: ReactNode;
  /** Names the frame as a keyboard-focusable region, so a table wider than a phone can be scrolled. */
  regionLabel?: string;
};

function SortHeader<K extends string>({
  label,
  field,
  sort,
  onSort,
  look,
}: {
  label: ReactNode;
  field: K;
  sort?: Props<{ id: string }, K>['sort'];
  onSort: (f: K) => void;
  look: TableLook;
}) {
  const active = sort?.field === field;
  const Icon = active ? (sort?.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <button type="button" onClick={() => onSort(field)} className={look.sortButton}>
      {label}
      <Icon className={active ? look.sortIcon : look.idleIcon} aria-hidden="true" />
    </button>
  );
}

/** The one table: sortable headers (aria-sort), row checkboxes with select-all, skeleton rows, empty state. */
export function DataTable<R extends { id: string }, K extends string>(p: Props<R, K>) {
  const look = p.look ?? adminLook;
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
  const ariaSort = (c: Column<R, K>) => {
    if (!c.sort) return undefined;
    if (p.sort?.field === c.sort) return p.sort.dir === 'asc' ? 'ascending' : 'descending';
    return look.idleSort;
  };
  const Frame = p.regionLabel ? 'section' : 'div';
  return (
    // A labelled frame is a scrollable region: focusable, so a phone's keyboard can scroll it (axe scrollable-region-focusable).
    <Frame className={look.wrap} tabIndex={p.regionLabel ? 0 : undefined} aria-label={p.regionLabel}>
      <table className={look.table} {...p.tableProps}>
        {p.caption && <caption className="sr-only">{p.caption}</caption>}
        <thead className={look.head}>
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
            {p.columns.map((c) => (
              <th key={c.key} scope="col" className={`${look.th} ${c.className ?? ''}`} aria-sort={ariaSort(c)}>
                {c.sort && p.onSort ? <SortHeader label={c.label} field={c.sort} sort={p.sort} onSort={p.onSort} look={look} /> : c.label}
              </th>
            ))}
            {p.actions && (
              <th scope="col" className={`${look.th} text-right`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className={look.body}>
          {p.loading &&
            Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <tr key={i}>
                <td colSpan={colCount} className="px-3 py-4">
                  <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                </td>
              </tr>
            ))}
          {!p.loading && rows.length === 0 && p.empty !== undefined && (
            <tr>
              <td colSpan={colCount} className="px-3 py-10 text-center text-slate-600 dark:text-slate-400">
                {p.empty}
              </td>
            </tr>
          )}
          {!p.loading &&
            rows.map((r) => (
              <tr key={r.id} className={look.row} {...p.rowProps?.(r)}>
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
                {p.columns.map((c) => {
                  const Cell = c.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={c.key}
                      scope={c.rowHeader ? 'row' : undefined}
                      className={`${look.td} ${c.className ?? ''} ${c.cellClassName ?? ''}`}
                      {...c.cellProps?.(r)}
                    >
                      {c.render(r)}
                    </Cell>
                  );
                })}
                {p.actions && <td className="whitespace-nowrap px-3 py-3 text-right">{p.actions(r)}</td>}
              </tr>
            ))}
        </tbody>
      </table>
      {p.footer}
    </Frame>
  );
}
