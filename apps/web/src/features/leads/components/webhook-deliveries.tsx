import { type WebhookDelivery, webhookMessages } from '@portal/shared/lead-webhooks';
import { type Column, DataTable, plainLook } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const statusText: Record<WebhookDelivery['status'], string> = { pending: 'Pending', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed' };
const look = plainLook('px-3 py-2', 'mt-2');
const columns: Column<WebhookDelivery, never>[] = [
  { key: 'time', label: 'Time', cellClassName: 'whitespace-nowrap', render: (d) => <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time> },
  { key: 'lead', label: 'Lead', render: (d) => d.memberEmail ?? '—' },
  { key: 'status', label: 'Status', render: (d) => `${statusText[d.status]}${d.lastStatusCode ? ` (HTTP ${d.lastStatusCode})` : ''}` },
  { key: 'attempts', label: 'Attempts', render: (d) => d.attempts },
  { key: 'error', label: 'Last error', cellClassName: 'text-slate-600 dark:text-slate-400', render: (d) => d.lastError ?? '—' },
];

/** The last 20 deliveries: when, which lead, status, attempts and the last error. */
export function WebhookDeliveries({ items }: { items: WebhookDelivery[] }) {
  return (
    <div className="mt-5">
      <h2 className="text-sm font-semibold">Recent deliveries</h2>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{webhookMessages.noDeliveries}</p>
      ) : (
        <DataTable look={look} columns={columns} rows={items} />
      )}
    </div>
  );
}
