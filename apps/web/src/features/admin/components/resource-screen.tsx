import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type LucideIcon, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ClearFiltersButton } from '../../../components/ui/filter-controls.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { type Sort, usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { adminListQuery, type Params, type Resource } from '../api/admin-api.ts';
import { kindOf } from '../api/review-api.ts';
import { useScope } from '../api/scope.ts';
import { NewSubmissions, ReviewState, type Reviewed } from './review-parts.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BulkBar, bulkBtn, EditDelete, Toolbar } from './admin-ui.tsx';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { type RemoveConfig, RemoveConfirm } from './remove-confirm.tsx';
import { type FormSpec, type FormValues, ResourceFormModal } from './resource-form-modal.tsx';

export type Notify = ReturnType<typeof useNotice>;

/** A filter next to the search box: its query parameter, the value meaning 'all', and its control. */
type ResourceFilter = { param: string; initial: string; render: (value: string, onChange: (value: string) => void) => ReactNode };

const noSort: Sort<never> = { field: '' as never, dir: 'asc' };

export type Page<R> = { items: R[]; total: number; totalPages: number };
type ListQuery<R> = UseQueryOptions<Page<R>, Error, Page<R>, readonly unknown[]>;

/** A modal of its own for adding (row null) or editing a row. */
type ModalRender<R> = (p: { item: R | null; onClose: () => void; onSaved: (message: string) => void }) => ReactNode;

type ResourceScreenProps<R extends { id: string }, K extends string, V extends FormValues> = {
  /** The admin resource under /api/admin; without it, `listQuery` reads the rows and `remove.dialog` deletes. */
  resource?: Resource;
  /** The table's request, when it is not the admin resource's list (params include page and pageSize). */
  listQuery?: (params: Params) => ListQuery<R>;
  /** The heading, the add button, the table's caption, and what the search box searches ('Search jobs', 'Search jobs...'). */
  texts: { title: string; add: string; caption: string; search: string };
  addIcon?: LucideIcon;
  /** A search control of its own (e.g. with suggestions) instead of the plain search box. */
  searchBox?: (value: string, onChange: (value: string) => void) => ReactNode;
  filters?: ResourceFilter[];
  /** Without it no Clear filters button shows. */
  clearFilters?: boolean;
  /** No sort: the columns are not sortable. storageKey null: the sort is not remembered. */
  sort?: { storageKey: string | null; keys: readonly K[]; initial: Sort<K> };
  /** Rows a page (default 20). */
  pageSize?: number;
  columns: Column<R, K>[];
  /** Empty-table text; `clearSearch` empties the search box. */
  empty: string | ((ctx: { searching: boolean; clearSearch: () => void }) => ReactNode);
  /** 'Showing X of Y ...': above the table, or beside the page buttons with `numbered`. */
  showing?: (shown: number, total: number) => string;
  /** Page-number buttons, Previous/Next shown (disabled) even on one page. */
  numbered?: boolean;
  /** Shown instead of the table when the list cannot be loaded (default: the error in the table). */
  failed?: (error: Error, retry: () => void) => ReactNode;
  rowName: (row: R) => string;
  rowActions?: (row: R, notice: Notify) => ReactNode;
  /** Why a row cannot be deleted (its Delete button is disabled), if it cannot. */
  deleteBlocked?: (row: R) => string | undefined;
  remove: RemoveConfig<R> | { dialog: (row: R, onClose: () => void, onDone: (message: string) => void) => ReactNode };
  bulk?: { noun: string; actions: Record<string, string> };
  headerActions?: (ctx: { params: Params; pageParams: Params; rows: R[] | undefined; notice: Notify }) => ReactNode;
  /** Shown between the header and the toolbar (summary cards). */
  above?: ReactNode;
  /** The add/edit modal's fields and texts for a row (null: adding), or a modal of its own. */
  form: ((row: R | null) => FormSpec<V>) | { render: ModalRender<R> };
};

/**
 * One admin screen: header with Add, search and filters (Clear filters), sort remembered per screen,
 * bulk bar, table with row actions, pager, the add/edit modal, the delete confirmation and notices.
 */
export function ResourceScreen<R extends { id: string }, K extends string, V extends FormValues>(props: ResourceScreenProps<R, K, V>) {
  const scope = useScope();
  const p = scope.kind === 'vendor' ? vendorScoped(props) : props;
  const notice = useNotice();
  const filters = p.filters ?? [];
  const initial = Object.fromEntries(filters.map((f) => [f.param, f.initial]));
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort(p.sort?.storageKey ?? null, p.sort?.keys ?? [], p.sort?.initial ?? noSort);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [bulk, setBulk] = useState<string | null>(null);
  const q = useDebounced(search.trim());
  const params: Params = p.sort ? { search: q, ...values, sort: sort.field, dir: sort.dir } : { search: q, ...values };
  const pageParams = { ...params, page, pageSize: p.pageSize ?? 20 };
  const query: ListQuery<R> = p.listQuery ? p.listQuery(pageParams) : adminListQuery<Page<R>>(p.resource as Resource, pageParams, scope);
  const list = useQuery(query);
  const filtered = Boolean(search) || filters.some((f) => values[f.param] !== f.initial);
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
    setSelected(new Set());
  };
  const data = list.data;
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const done = (message: string) => {
    setEditing(undefined);
    setDeleting(null);
    notice('success', message);
  };
  const showing = p.showing && (
    // One line high before the count is there, so the table under it does not move down when it comes.
    <p className={p.numbered ? 'text-sm text-slate-600 dark:text-slate-400' : 'mb-2 min-h-5 text-sm text-slate-600 dark:text-slate-400'} role="status">
      {data ? p.showing(data.items.length, data.total) : ''}
    </p>
  );
  const AddIcon = p.addIcon ?? Plus;
  return (
    <section>
      <PageHeader title={p.texts.title} compact>
        {p.headerActions?.({ params, pageParams, rows: data?.items, notice })}
        <Button onClick={() => setEditing(null)}>
          <AddIcon className="h-4 w-4" aria-hidden="true" />
          {p.texts.add}
        </Button>
      </PageHeader>
      {p.above}
      {scope.kind === 'vendor' && p.resource && (
        <NewSubmissions resource={p.resource} onEdit={(values) => setEditing(values as unknown as R)} notice={notice} />
      )}
      <Toolbar>
        {p.searchBox ? (
          p.searchBox(search, (v) => reset(() => setSearch(v)))
        ) : (
          <SearchBox
            className="relative min-w-0 flex-1"
            label={`Search ${p.texts.search}`}
            placeholder={`Search ${p.texts.search}...`}
            value={search}
            onChange={(v) => reset(() => setSearch(v))}
          />
        )}
        {filters.map((f) => (
          <span key={f.param} className="contents">
            {f.render(values[f.param] ?? f.initial, (v) => reset(() => setValues((prev) => ({ ...prev, [f.param]: v }))))}
          </span>
        ))}
        <ClearFiltersButton
          show={filters.length > 0 && filtered && p.clearFilters !== false}
          onClear={() =>
            reset(() => {
              setSearch('');
              setValues(initial);
            })
          }
        />
      </Toolbar>
      {p.bulk && (
        <BulkBar count={selected.size}>
          {Object.entries(p.bulk.actions).map(([action, label]) => (
            <button key={action} type="button" className={bulkBtn} onClick={() => setBulk(action)}>
              {label}
            </button>
          ))}
        </BulkBar>
      )}
      {list.error && !data && p.failed ? (
        p.failed(list.error, () => list.refetch())
      ) : (
        <>
          {!p.numbered && showing}
          <DataTable
            caption={p.texts.caption}
            regionLabel={p.texts.caption}
            columns={p.columns}
            rows={data?.items}
            loading={list.isLoading}
            empty={
              list.error
                ? errorMessage(list.error)
                : typeof p.empty === 'string'
                  ? p.empty
                  : p.empty({ searching: Boolean(search), clearSearch: () => reset(() => setSearch('')) })
            }
            sort={p.sort ? sort : undefined}
            onSort={p.sort ? (field) => reset(() => toggleSort(field)) : undefined}
            selected={p.bulk ? selected : undefined}
            onSelect={p.bulk ? setSelected : undefined}
            rowLabel={p.rowName}
            actions={(row) => (
              <span className="inline-flex items-center gap-1">
                {p.rowActions?.(row, notice)}
                <EditDelete
                  name={p.rowName(row)}
                  onEdit={() => setEditing(editable(row))}
                  onDelete={() => setDeleting(row)}
                  deleteBlocked={p.deleteBlocked?.(row)}
                  deleteVerb={scope.kind === 'vendor' ? 'Unpublish' : 'Delete'}
                />
              </span>
            )}
          />
          {p.numbered ? (
            data && (
              <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
                {showing}
                <Pager page={page} totalPages={data.totalPages} onPage={setPage} className="" numbered />
              </div>
            )
          ) : (
            <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} />
          )}
        </>
      )}
      {editing !== undefined &&
        (typeof p.form === 'function' ? (
          <ResourceFormModal spec={p.form} item={editing} onClose={() => setEditing(undefined)} onSaved={done} />
        ) : (
          p.form.render({ item: editing, onClose: () => setEditing(undefined), onSaved: done })
        ))}
      {deleting &&
        ('dialog' in p.remove ? (
          p.remove.dialog(deleting, () => setDeleting(null), done)
        ) : (
          <RemoveConfirm resource={p.resource as Resource} row={deleting} config={p.remove} onClose={() => setDeleting(null)} />
        ))}
      {bulk && p.bulk && (
        <BulkConfirmDialog
          resource={p.resource as Resource}
          noun={p.bulk.noun}
          action={bulk}
          label={p.bulk.actions[bulk] ?? bulk}
          ids={[...selected]}
          onDone={() => setSelected(new Set())}
          onClose={() => setBulk(null)}
        />
      )}
    </section>
  );
}

/** A row to edit: in a manager's console, with the values of its open edit laid over the live ones. */
function editable<R>(row: R): R {
  const pending = (row as Reviewed).pending;
  return pending ? ({ ...row, ...pending } as R) : row;
}

/**
 * The same screen in a vendor manager's console (issue 22): their own vendor's rows only (the server
 * limits them), so no vendor filter or column; the review state of each row; what waits for review above
 * the table; no admin-only actions (bulk, reminders, exports, summaries); Unpublish instead of Delete.
 */
function vendorScoped<R extends { id: string }, K extends string, V extends FormValues>(p: ResourceScreenProps<R, K, V>): ResourceScreenProps<R, K, V> {
  const kind = p.resource ? kindOf[p.resource] : undefined;
  return {
    ...p,
    texts: { ...p.texts, title: p.texts.title.replace(/^Manage /, '') },
    searchBox: undefined,
    filters: (p.filters ?? []).filter((f) => f.param !== 'vendorId'),
    sort: p.sort ? { ...p.sort, storageKey: p.sort.storageKey?.replace(/^admin\./, 'vendor.') ?? null } : undefined,
    columns: [
      ...p.columns.filter((c) => c.key !== 'vendor' && c.key !== 'company'),
      { key: 'review', label: 'Review', render: (r) => <ReviewState review={(r as Reviewed).review} /> },
    ],
    rowActions: undefined,
    bulk: undefined,
    headerActions: undefined,
    above: undefined,
    remove:
      'dialog' in p.remove || !kind
        ? p.remove
        : {
            title: 'Unpublish',
            message: (r) => `Unpublish '${p.rowName(r)}'? It leaves the public catalogue at once.`,
            done: 'Unpublished.',
            confirm: 'Unpublish',
          },
  };
}
