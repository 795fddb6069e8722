import { type AdminWebinar, adminWebinarList, webinarSortKeys } from '@portal/shared/admin';
import { webinarStatuses } from '@portal/shared/catalog';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, useAdminList, useRemove, useWebinarStatus } from '../api/admin-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { EditDelete, PageHeader, Toolbar } from './admin-ui.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { FilterSelect, SearchBox } from './form-controls.tsx';
import { useNotice } from './notice.tsx';
import { VendorFilter } from './vendor-select.tsx';
import { WebinarFormModal } from './webinar-form-modal.tsx';

const fmt = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

export function WebinarsManager() {
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [vendorId, setVendorId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort(null, webinarSortKeys, { field: 'startTime', dir: 'desc' });
  const [editing, setEditing] = useState<AdminWebinar | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminWebinar | null>(null);
  const q = useDebounced(search.trim());
  const list = useAdminList('webinars', { search: q, status, vendorId, sort: sort.field, dir: sort.dir, page, pageSize: 20 }, adminWebinarList);
  const remove = useRemove('webinars');
  const setWebinarStatus = useWebinarStatus();
  const filtered = Boolean(search || status !== 'all' || vendorId);
  const columns: Column<AdminWebinar, (typeof webinarSortKeys)[number]>[] = [
    { key: 'title', label: 'Title', sort: 'title', render: (w) => <span className="font-medium">{w.title}</span> },
    { key: 'vendor', label: 'Vendor', sort: 'vendor', render: (w) => w.vendor?.name ?? '—' },
    { key: 'start', label: 'Start Time', sort: 'startTime', render: (w) => fmt(w.startTime) },
    { key: 'duration', label: 'Duration', sort: 'durationMinutes', render: (w) => `${w.durationMinutes} min` },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      render: (w) =>
        w.status === 'cancelled' ? (
          'cancelled'
        ) : (
          <select
            aria-label={`Status of ${w.title}`}
            value={w.status}
            onChange={(e) =>
              setWebinarStatus.mutate(
                { id: w.id, status: e.target.value },
                { onSuccess: () => notice('success', 'Status updated'), onError: (err) => notice('error', errorMessage(err)) },
              )
            }
            className="rounded border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
          >
            {['upcoming', 'live', 'completed'].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        ),
    },
    { key: 'participants', label: 'Participants', sort: 'participants', render: (w) => w.participants },
  ];
  return (
    <section>
      <PageHeader title="Manage Webinars">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Webinar
        </Button>
      </PageHeader>
      <Toolbar>
        <SearchBox
          label="Search webinars"
          placeholder="Search webinars..."
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
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[{ value: 'all', label: 'All Statuses' }, ...webinarStatuses.map((s) => ({ value: s, label: s }))]}
        />
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setStatus('all');
              setVendorId('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        )}
      </Toolbar>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" role="status">
        {list.data ? `Showing ${list.data.items.length} of ${list.data.total} webinars` : ''}
      </p>
      <DataTable
        caption="Webinars"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : 'No webinars found matching your filters.'}
        sort={sort}
        onSort={toggleSort}
        actions={(w) => <EditDelete name={w.title} onEdit={() => setEditing(w)} onDelete={() => setDeleting(w)} />}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <WebinarFormModal
          webinar={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            setEditing(undefined);
            notice('success', m);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete webinar"
          message={`Delete '${deleting.title}'? Registrations for it are removed too.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', 'Webinar deleted'),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </section>
  );
}
