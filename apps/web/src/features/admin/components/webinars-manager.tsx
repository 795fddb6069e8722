import { type AdminWebinar, webinarSortKeys } from '@portal/shared/admin';
import { webinarStatuses } from '@portal/shared/catalog';
import { useWebinarStatus, type WebinarStatus } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { capitalized, statusFilter, vendorFilter } from './screen-parts.tsx';
import { webinarForm } from './webinar-form.tsx';

const fmt = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

export function WebinarsManager() {
  const notice = useNotice();
  const setWebinarStatus = useWebinarStatus();
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
                { id: w.id, status: e.target.value as WebinarStatus },
                { onSuccess: () => notice('success', 'Status updated'), onError: (err) => notice('error', errorMessage(err)) },
              )
            }
            className="rounded border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
          >
            {['upcoming', 'live', 'completed'].map((s) => (
              <option key={s} value={s}>
                {capitalized(s)}
              </option>
            ))}
          </select>
        ),
    },
    { key: 'participants', label: 'Participants', sort: 'participants', render: (w) => w.participants },
  ];
  return (
    <ResourceScreen
      resource="webinars"
      texts={{ title: 'Manage Webinars', add: 'Add Webinar', caption: 'Webinars', search: 'webinars' }}
      filters={[vendorFilter(), statusFilter(webinarStatuses, (s) => s)]}
      sort={{ storageKey: null, keys: webinarSortKeys, initial: { field: 'startTime', dir: 'desc' } }}
      columns={columns}
      empty="No webinars found matching your filters."
      showing={(shown, total) => `Showing ${shown} of ${total} webinars`}
      rowName={(w) => w.title}
      remove={{ title: 'Delete webinar', message: (w) => `Delete '${w.title}'? Registrations for it are removed too.`, done: 'Webinar deleted' }}
      form={webinarForm}
    />
  );
}
