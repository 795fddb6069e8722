import { type WebhookDelivery, webhookMessages } from '@portal/shared/lead-webhooks';
import { format } from 'date-fns';

const statusText: Record<WebhookDelivery['status'], string> = { pending: 'Pending', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

/** The last 20 deliveries: when, which lead, status, attempts and the last error. */
export function WebhookDeliveries({ items }: { items: WebhookDelivery[] }) {
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">Recent deliveries</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{webhookMessages.noDeliveries}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Time
                </th>
                <th scope="col" className="px-3 py-2">
                  Lead
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Attempts
                </th>
                <th scope="col" className="px-3 py-2">
                  Last error
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {items.map((d) => (
                <tr key={d.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={d.createdAt}>{format(new Date(d.createdAt), 'MMM d, yyyy h:mm a')}</time>
                  </td>
                  <td className="px-3 py-2">{d.memberEmail ?? '—'}</td>
                  <td className="px-3 py-2">
                    {statusText[d.status]}
                    {d.lastStatusCode ? ` (HTTP ${d.lastStatusCode})` : ''}
                  </td>
                  <td className="px-3 py-2">{d.attempts}</td>
                  <td className="px-3 py-2 text-slate-600 dark:text-slate-400">{d.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
