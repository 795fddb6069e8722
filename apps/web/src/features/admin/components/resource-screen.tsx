import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { type Sort, usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { type Params, type Resource, useAdminList, useRemove } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { BulkBar, bulkBtn, EditDelete, PageHeader, Toolbar } from './admin-ui.tsx';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { SearchBox } from './form-controls.tsx';
import { type FormSpec, type FormValues, ResourceFormModal } from './resource-form-modal.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';

export type Notify = ReturnType<typeof useNotice>;

/** A filter next to the search box: its query parameter, the value meaning 'all', and its control. */
type ResourceFilter = { param: string; initial: string; render: (value: string, onChange: (value: string) => void) => ReactNode };

const noSort: Sort<never> = { field: '' as never, dir: 'asc' };

type Page<R> = { items: R[]; total: number; totalPages: number };

type ResourceScreenProps<R extends { id: string }, K extends string, V extends FormValues> = {
  resource: Resource;
  listSchema: z.ZodType<Page<R>>;
  title: string;
  addLabel: string;
  caption: string;
  search: { label: string; placeholder: string };
  /** A search control of its own (e.g. with suggestions) instead of the plain search box. */
  searchBox?: (value: string, onChange: (value: string) => void) => ReactNode;
  filters?: ResourceFilter[];
  /** No sort: the columns are not sortable. storageKey null: the sort is not remembered. */
  sort?: { storageKey: string | null; keys: readonly K[]; initial: Sort<K> };
  pageSize: number;
  columns: Column<R, K>[];
  /** Empty-table text; `clearSearch` empties the search box. */
  empty: (ctx: { searching: boolean; clearSearch: () => void }) => ReactNode;
  /** 'Showing X of Y ...' above the table. */
  showing?: (shown: number, total: number) => string;
  rowName: (row: R) => string;
  rowActions?: (row: R, notice: Notify) => ReactNode;
  remove: { title: string; message: (row: R) => string; done: string; failed?: (message: string) => string };
  bulk?: { noun: string; actions: Record<string, string> };
  headerActions?: (ctx: { params: Params; notice: Notify }) => ReactNode;
  /** Shown between the toolbar and the table (summary cards). */
  above?: ReactNode;
  /** The add/edit modal's fields and texts for a row (null: adding). */
  form: (row: R | null) => FormSpec<V>;
};

/**
 * One admin screen: header with Add, search and filters (Clear filters), sort remembered per screen,
 * bulk bar, table with row actions, pager, the add/edit modal, the delete confirmation and notices.
 */
export function ResourceScreen<R extends { id: string }, K extends string, V extends FormValues>(p: ResourceScreenProps<R, K, V>) {
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
  const list = useAdminList(p.resource, { ...params, page, pageSize: p.pageSize }, p.listSchema);
  const remove = useRemove(p.resource);
  const filtered = Boolean(search) || filters.some((f) => values[f.param] !== f.initial);
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
    setSelected(new Set());
  };
  const data = list.data as Page<R> | undefined;
  return (
    <section>
      <PageHeader title={p.title}>
        {p.headerActions?.({ params, notice })}
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {p.addLabel}
        </Button>
      </PageHeader>
      {p.above}
      <Toolbar>
        {p.searchBox ? (
          p.searchBox(search, (v) => reset(() => setSearch(v)))
        ) : (
          <SearchBox label={p.search.label} placeholder={p.search.placeholder} value={search} onChange={(v) => reset(() => setSearch(v))} />
        )}
        {filters.map((f) => (
          <span key={f.param} className="contents">
            {f.render(values[f.param] ?? f.initial, (v) => reset(() => setValues((prev) => ({ ...prev, [f.param]: v }))))}
          </span>
        ))}
        {filters.length > 0 && filtered && (
          <Button
            variant="ghost"
            onClick={() =>
              reset(() => {
                setSearch('');
                setValues(initial);
              })
            }
          >
            Clear filters
          </Button>
        )}
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
      {p.showing && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" role="status">
          {data ? p.showing(data.items.length, data.total) : ''}
        </p>
      )}
      <DataTable
        caption={p.caption}
        columns={p.columns}
        rows={data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : p.empty({ searching: Boolean(search), clearSearch: () => reset(() => setSearch('')) })}
        sort={p.sort ? sort : undefined}
        onSort={p.sort ? toggleSort : undefined}
        selected={p.bulk ? selected : undefined}
        onSelect={p.bulk ? setSelected : undefined}
        rowLabel={p.rowName}
        actions={(row) => (
          <span className="inline-flex items-center gap-1">
            {p.rowActions?.(row, notice)}
            <EditDelete name={p.rowName(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
          </span>
        )}
      />
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <ResourceFormModal
          spec={p.form}
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            notice('success', message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={p.remove.title}
          message={p.remove.message(deleting)}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', p.remove.done),
              onError: (err) => notice('error', p.remove.failed ? p.remove.failed(errorMessage(err)) : errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
      {bulk && p.bulk && (
        <BulkConfirmDialog
          resource={p.resource}
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
