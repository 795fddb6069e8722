import { type AdminVendor, adminVendorList, displayWebsite, vendorSortKeys } from '@portal/shared/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, useAdminList, useRemove } from '../api/admin-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../hooks/use-persisted-sort.ts';
import { EditDelete, PageHeader, Toolbar } from './admin-ui.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { SearchBox } from './form-controls.tsx';
import { useNotice } from './notice.tsx';
import { VendorFormModal } from './vendor-form-modal.tsx';

export function VendorsManager() {
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort(null, vendorSortKeys, { field: 'name', dir: 'asc' });
  const [editing, setEditing] = useState<AdminVendor | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminVendor | null>(null);
  const q = useDebounced(search.trim());
  const list = useAdminList('vendors', { search: q, sort: sort.field, dir: sort.dir, page, pageSize: 50 }, adminVendorList);
  const remove = useRemove('vendors');
  const columns: Column<AdminVendor, (typeof vendorSortKeys)[number]>[] = [
    {
      key: 'vendor',
      label: 'Vendor',
      sort: 'name',
      render: (v) => (
        <div className="flex items-center gap-3">
          {v.logo_url ? (
            <img src={v.logo_url} alt="" className="h-8 w-8 rounded" />
          ) : (
            <span className="flex h-8 w-8 items-center justify-center rounded bg-brand-100 font-semibold text-brand-700" aria-hidden="true">
              {v.name[0]}
            </span>
          )}
          <div className="min-w-0">
            <p className="font-medium">{v.name}</p>
            <p className="max-w-xs truncate text-xs text-slate-500 dark:text-slate-400">{v.description}</p>
          </div>
        </div>
      ),
    },
    { key: 'domain', label: 'Domain', sort: 'domain_name', render: (v) => v.domain_name ?? 'Not set' },
    {
      key: 'website',
      label: 'Website',
      render: (v) =>
        v.website_url ? (
          <a href={v.website_url} target="_blank" rel="noreferrer" className="text-brand-700 underline dark:text-brand-300">
            {displayWebsite(v.website_url)}
          </a>
        ) : (
          'Not set'
        ),
    },
    { key: 'admins', label: 'Admins', sort: 'admin_count', render: (v) => v.admin_count ?? 0 },
  ];
  return (
    <section>
      <PageHeader title="Manage Vendors">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Vendor
        </Button>
      </PageHeader>
      <Toolbar>
        <SearchBox
          label="Search vendors"
          placeholder="Search vendors..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </Toolbar>
      <DataTable
        caption="Vendors"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={
          list.error ? (
            errorMessage(list.error)
          ) : (
            <span>
              No vendors found.{' '}
              {search && (
                <button type="button" className="text-brand-700 underline dark:text-brand-300" onClick={() => setSearch('')}>
                  Clear search
                </button>
              )}
            </span>
          )
        }
        sort={sort}
        onSort={toggleSort}
        actions={(v) => <EditDelete name={v.name} onEdit={() => setEditing(v)} onDelete={() => setDeleting(v)} />}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <VendorFormModal
          vendor={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            setEditing(undefined);
            notice('success', m);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete vendor"
          message={`Delete ${deleting.name}? Its content stays but loses the vendor link.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', 'Vendor deleted'),
              onError: (err) => notice('error', `Error deleting vendor: ${errorMessage(err)}`),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </section>
  );
}
