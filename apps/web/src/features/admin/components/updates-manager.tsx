import { type AdminUpdate, adminUpdateList, featurePreview, updateSortKeys } from '@portal/shared/admin';
import { Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, useAdminList, useRemove, useSend } from '../api/admin-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../hooks/use-persisted-sort.ts';
import { EditDelete, fmtDate, IconButton, PageHeader, Toolbar } from './admin-ui.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { SearchBox } from './form-controls.tsx';
import { useNotice } from './notice.tsx';
import { UpdateFormModal } from './update-form-modal.tsx';
import { VendorFilter } from './vendor-select.tsx';

export function UpdatesManager() {
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [vendorId, setVendorId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort('admin.product-updates.sort', updateSortKeys, { field: 'release_date', dir: 'desc' });
  const [editing, setEditing] = useState<AdminUpdate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminUpdate | null>(null);
  const q = useDebounced(search.trim());
  const list = useAdminList('product-updates', { search: q, vendorId, sort: sort.field, dir: sort.dir, page, pageSize: 20 }, adminUpdateList);
  const remove = useRemove('product-updates');
  const notify = useSend('product-updates', 'notify');
  const columns: Column<AdminUpdate, (typeof updateSortKeys)[number]>[] = [
    { key: 'product', label: 'Product', sort: 'product_name', render: (u) => <span className="font-medium">{u.product_name}</span> },
    { key: 'version', label: 'Version', sort: 'version', render: (u) => u.version },
    { key: 'vendor', label: 'Vendor', sort: 'vendor', render: (u) => u.vendor?.name ?? '—' },
    { key: 'release', label: 'Release Date', sort: 'release_date', render: (u) => fmtDate(u.release_date) },
    {
      key: 'features',
      label: 'Features',
      sort: 'features',
      render: (u) => {
        const p = featurePreview(u.features);
        return (
          <ul className="space-y-0.5 text-xs">
            {p.items.map((f) => (
              <li key={f}>• {f}</li>
            ))}
            {p.more && <li className="text-slate-500 dark:text-slate-400">{p.more}</li>}
          </ul>
        );
      },
    },
    { key: 'created', label: 'Created', sort: 'created_at', render: (u) => fmtDate(u.created_at) },
  ];
  return (
    <section>
      <PageHeader title="Product Updates">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Product Update
        </Button>
      </PageHeader>
      <Toolbar>
        <SearchBox
          label="Search product updates"
          placeholder="Search product updates..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <VendorFilter
          value={vendorId}
          onChange={(v) => {
            setVendorId(v);
            setPage(1);
          }}
        />
        {(search || vendorId) && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setVendorId('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        )}
      </Toolbar>
      <DataTable
        caption="Product updates"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : 'No product updates found.'}
        sort={sort}
        onSort={toggleSort}
        actions={(u) => (
          <>
            <IconButton
              label={`Notify subscribers about ${u.product_name} ${u.version}`}
              onClick={() =>
                notify.mutate(
                  { id: u.id },
                  { onSuccess: (r) => notice('success', `Subscribers notified. Sent: ${r.sent}`), onError: (err) => notice('error', errorMessage(err)) },
                )
              }
            >
              <Send className="h-4 w-4" aria-hidden="true" />
            </IconButton>
            <EditDelete name={`${u.product_name} ${u.version}`} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />
          </>
        )}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <UpdateFormModal
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            setEditing(undefined);
            notice('success', m);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete product update"
          message={`Delete ${deleting.product_name} ${deleting.version}? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', 'Product update deleted'),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </section>
  );
}
