import {
  type AdminTrial,
  adminTrialList,
  formatAverageRating,
  reminderSentMessage,
  trialFilterStatuses,
  trialSortKeys,
  type trialSummary,
} from '@portal/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminList, useRemove, useSend } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { BulkBar, bulkBtn, EditDelete, fmtDate, PageHeader, StatusBadge, Toolbar } from './admin-ui.tsx';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { FilterSelect, SearchBox } from './form-controls.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { ReminderMenu } from './reminder-menu.tsx';
import { TrialFormModal } from './trial-form-modal.tsx';
import { VendorFilter } from './vendor-select.tsx';

type Bulk = 'activate' | 'deactivate' | 'feature' | 'unfeature' | 'delete';
const bulkText: Record<Bulk, string> = { activate: 'Activate', deactivate: 'Deactivate', feature: 'Feature', unfeature: 'Unfeature', delete: 'Delete' };
const statusLabel = (s: string) => (s === 'all' ? 'All Statuses' : s[0]?.toUpperCase() + s.slice(1));

function Card({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
    </div>
  );
}

export function TrialsManager() {
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [vendorId, setVendorId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort(null, trialSortKeys, { field: 'createdAt', dir: 'desc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminTrial | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminTrial | null>(null);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [progress, setProgress] = useState(0);
  const q = useDebounced(search.trim());
  const list = useAdminList('product-trials', { search: q, status, vendorId, sort: sort.field, dir: sort.dir, page, pageSize: 20 }, adminTrialList);
  const summary = useQuery({
    queryKey: ['admin', 'product-trials', 'summary'],
    queryFn: ({ signal }) => api<typeof trialSummary>('/api/admin/product-trials/summary', { signal }),
  });
  const remove = useRemove('product-trials');
  const remind = useSend('product-trials', 'reminders');
  const reset = (fn: () => void) => {
    fn();
    setPage(1);
    setSelected(new Set());
  };

  /** Progress moves 10, 30, 60, 100 and resets 1 second after finishing. */
  const sendReminder = (trial: AdminTrial, type: string) => {
    setProgress(10);
    const step = setTimeout(() => setProgress(30), 150);
    remind.mutate(
      { id: trial.id, body: { reminderType: type } },
      {
        onSuccess: (r) => {
          setProgress(60);
          notice('success', reminderSentMessage(type, r.sent, r.failed));
        },
        onError: (err) => notice('error', `Error sending trial reminders: ${errorMessage(err) || 'Failed to send reminders'}`),
        onSettled: () => {
          clearTimeout(step);
          setProgress(100);
          setTimeout(() => setProgress(0), 1000);
        },
      },
    );
  };

  const columns: Column<AdminTrial, (typeof trialSortKeys)[number]>[] = [
    {
      key: 'product',
      label: 'Product',
      sort: 'productName',
      render: (t) => (
        <span className="font-medium">
          {t.productName}
          {t.isFeatured && <Star className="ml-1 inline h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-label="Featured" />}
        </span>
      ),
    },
    { key: 'vendor', label: 'Vendor', sort: 'vendor', render: (t) => t.vendor?.name ?? '—' },
    { key: 'status', label: 'Status', sort: 'status', render: (t) => <StatusBadge status={t.status} /> },
    { key: 'start', label: 'Start Date', sort: 'startDate', className: 'whitespace-nowrap', render: (t) => fmtDate(t.startDate) },
    { key: 'end', label: 'End Date', sort: 'endDate', className: 'whitespace-nowrap', render: (t) => fmtDate(t.endDate) },
    { key: 'period', label: 'Trial Period', sort: 'trialPeriodDays', render: (t) => `${t.trialPeriodDays} days` },
    { key: 'activations', label: 'Activations', sort: 'activations', render: (t) => t.activations },
    { key: 'rating', label: 'Avg Rating', sort: 'averageRating', render: (t) => formatAverageRating(t.averageRating) },
  ];
  const s = summary.data;
  return (
    <section>
      <PageHeader title="Manage Product Trials">
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Trial
        </Button>
      </PageHeader>
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        <Card label="Total Activations" value={s?.totalActivations ?? '…'} />
        <Card label="Active Trials" value={s?.active ?? '…'} />
        <Card label="Completed" value={s?.completed ?? '…'} />
        <Card label="Expired" value={s?.expired ?? '…'} />
        <Card label="Average Rating" value={s ? formatAverageRating(s.averageRating) : '…'} />
      </div>
      {progress > 0 && (
        <div
          className="mb-3 h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
          role="progressbar"
          aria-label="Sending reminders"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
      <Toolbar>
        <SearchBox label="Search trials" placeholder="Search trials..." value={search} onChange={(v) => reset(() => setSearch(v))} />
        <VendorFilter value={vendorId} onChange={(v) => reset(() => setVendorId(v))} />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => reset(() => setStatus(v))}
          options={trialFilterStatuses.map((v) => ({ value: v, label: statusLabel(v) }))}
        />
        {(search || vendorId || status !== 'all') && (
          <Button
            variant="ghost"
            onClick={() =>
              reset(() => {
                setSearch('');
                setVendorId('');
                setStatus('all');
              })
            }
          >
            Clear filters
          </Button>
        )}
      </Toolbar>
      <BulkBar count={selected.size}>
        {(Object.keys(bulkText) as Bulk[]).map((a) => (
          <button key={a} type="button" className={bulkBtn} onClick={() => setBulk(a)}>
            {bulkText[a]}
          </button>
        ))}
      </BulkBar>
      <DataTable
        caption="Product trials"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : 'No product trials found.'}
        sort={sort}
        onSort={toggleSort}
        selected={selected}
        onSelect={setSelected}
        rowLabel={(t) => t.productName}
        actions={(t) => (
          <span className="inline-flex items-center gap-1">
            <ReminderMenu name={t.productName} disabled={remind.isPending} onPick={(type) => sendReminder(t, type)} />
            <EditDelete name={t.productName} onEdit={() => setEditing(t)} onDelete={() => setDeleting(t)} />
          </span>
        )}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <TrialFormModal
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
          title="Delete product trial"
          message={`Delete '${deleting.productName}'? Its activations are removed too.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', 'Trial deleted'),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
      {bulk && (
        <BulkConfirmDialog
          resource="product-trials"
          noun="trial"
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
