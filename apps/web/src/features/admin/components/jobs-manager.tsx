import { type AdminJob, adminJobList, jobSortKeys } from '@portal/shared/admin';
import { formatLocation, jobStatuses } from '@portal/shared/catalog';
import { Download, Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadJobsCsv, errorMessage, useAdminList, useRemove, useSend } from '../api/admin-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { BulkBar, bulkBtn, EditDelete, fmtDate, IconButton, PageHeader, StatusBadge, Toolbar } from './admin-ui.tsx';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { FilterSelect, SearchBox } from './form-controls.tsx';
import { JobFormModal } from './job-form-modal.tsx';
import { useNotice } from './notice.tsx';
import { VendorFilter } from './vendor-select.tsx';

type Bulk = 'activate' | 'deactivate' | 'delete';
const bulkText: Record<Bulk, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };

export function JobsManager() {
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [vendorId, setVendorId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort('admin.jobs.sort', jobSortKeys, { field: 'createdAt', dir: 'desc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminJob | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminJob | null>(null);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [exporting, setExporting] = useState(false);
  const q = useDebounced(search.trim());
  const filters = { search: q, status, vendorId, sort: sort.field, dir: sort.dir };
  const list = useAdminList('jobs', { ...filters, page, pageSize: 20 }, adminJobList);
  const remove = useRemove('jobs');
  const reminder = useSend('jobs', 'reminder');
  const filtered = Boolean(search || status !== 'all' || vendorId);
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
    setSelected(new Set());
  };
  const columns: Column<AdminJob, (typeof jobSortKeys)[number]>[] = [
    { key: 'title', label: 'Job Title', sort: 'jobTitle', render: (j) => <span className="font-medium">{j.jobTitle}</span> },
    { key: 'company', label: 'Company', sort: 'company', render: (j) => j.vendor?.name ?? '—' },
    { key: 'location', label: 'Location', sort: 'location', render: (j) => formatLocation(j) },
    { key: 'status', label: 'Status', sort: 'status', render: (j) => <StatusBadge status={j.status} /> },
    { key: 'posted', label: 'Posted Date', sort: 'postedDate', render: (j) => fmtDate(j.postedDate) },
    { key: 'created', label: 'Created Date', sort: 'createdAt', render: (j) => fmtDate(j.createdAt) },
  ];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadJobsCsv(filters);
    } catch (err) {
      notice('error', errorMessage(err));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section>
      <PageHeader title="Manage Jobs">
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export to CSV'}
        </Button>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Job
        </Button>
      </PageHeader>
      <Toolbar>
        <SearchBox label="Search jobs" placeholder="Search jobs..." value={search} onChange={(v) => reset(() => setSearch(v))} />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => reset(() => setStatus(v))}
          options={[{ value: 'all', label: 'All Statuses' }, ...jobStatuses.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))]}
        />
        <VendorFilter label="Company" allLabel="All Companies" value={vendorId} onChange={(v) => reset(() => setVendorId(v))} />
        {filtered && (
          <Button
            variant="ghost"
            onClick={() =>
              reset(() => {
                setSearch('');
                setStatus('all');
                setVendorId('');
              })
            }
          >
            Clear filters
          </Button>
        )}
      </Toolbar>
      <BulkBar count={selected.size}>
        {(['activate', 'deactivate', 'delete'] as const).map((a) => (
          <button key={a} type="button" className={bulkBtn} onClick={() => setBulk(a)}>
            {bulkText[a]}
          </button>
        ))}
      </BulkBar>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" role="status">
        {list.data ? `Showing ${list.data.items.length} of ${list.data.total} jobs` : ''}
      </p>
      <DataTable
        caption="Jobs"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : 'No jobs found matching your filters.'}
        sort={sort}
        onSort={toggleSort}
        selected={selected}
        onSelect={setSelected}
        rowLabel={(j) => j.jobTitle}
        actions={(j) => (
          <>
            <IconButton
              label={`Send job reminder for ${j.jobTitle}`}
              onClick={() =>
                reminder.mutate(
                  { id: j.id },
                  {
                    onSuccess: (r) => notice('success', `Job reminder sent. Sent: ${r.sent}${r.skipped ? ` (already sent to ${r.skipped})` : ''}`),
                    onError: (err) => notice('error', errorMessage(err)),
                  },
                )
              }
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
            </IconButton>
            <EditDelete name={j.jobTitle} onEdit={() => setEditing(j)} onDelete={() => setDeleting(j)} />
          </>
        )}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <JobFormModal
          job={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(msg) => {
            setEditing(undefined);
            notice('success', msg);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete job"
          message={`Delete '${deleting.jobTitle}'? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', 'Job deleted'),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
      {bulk && (
        <BulkConfirmDialog
          resource="jobs"
          noun="job"
          action={bulk}
          label={bulkText[bulk]}
          ids={[...selected]}
          onDone={() => setSelected(new Set())}
          onClose={() => setBulk(null)}
        />
      )}
    </section>
  );
}
