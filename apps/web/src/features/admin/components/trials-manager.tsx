import { type AdminTrial, formatAverageRating, type ReminderType, reminderSentMessage, trialFilterStatuses, trialSortKeys } from '@portal/shared/admin';
import { Star } from 'lucide-react';
import { useState } from 'react';
import type { Column } from '../../../components/ui/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSend, useTrialSummary } from '../api/admin-api.ts';
import { fmtDate, StatusBadge } from './admin-ui.tsx';
import { ReminderMenu } from './reminder-menu.tsx';
import { type Notify, ResourceScreen } from './resource-screen.tsx';
import { trialForm } from './trial-form.tsx';
import { statusFilter, vendorFilter } from './screen-parts.tsx';

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

function Card({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
    </div>
  );
}

/** The summary cards and, while reminders go out, their progress bar. */
function TrialsSummary({ progress }: { progress: number }) {
  const summary = useTrialSummary();
  const s = summary.data;
  return (
    <>
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
    </>
  );
}

export function TrialsManager() {
  const [progress, setProgress] = useState(0);
  const remind = useSend('product-trials', 'reminders');

  /** Progress moves 10, 30, 60, 100 and resets 1 second after finishing. */
  const sendReminder = (trial: AdminTrial, type: ReminderType, notice: Notify) => {
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

  return (
    <ResourceScreen
      resource="product-trials"
      texts={{ title: 'Manage Product Trials', add: 'Add Trial', caption: 'Product trials', search: 'trials' }}
      filters={[vendorFilter(), statusFilter(trialFilterStatuses)]}
      sort={{ storageKey: null, keys: trialSortKeys, initial: { field: 'createdAt', dir: 'desc' } }}
      columns={columns}
      empty="No product trials found."
      rowName={(t) => t.productName}
      rowActions={(t, notice) => <ReminderMenu name={t.productName} disabled={remind.isPending} onPick={(type) => sendReminder(t, type, notice)} />}
      remove={{ title: 'Delete product trial', message: (t) => `Delete '${t.productName}'? Its activations are removed too.`, done: 'Trial deleted' }}
      bulk={{ noun: 'trial', actions: { activate: 'Activate', deactivate: 'Deactivate', feature: 'Feature', unfeature: 'Unfeature', delete: 'Delete' } }}
      above={<TrialsSummary progress={progress} />}
      form={trialForm}
    />
  );
}
