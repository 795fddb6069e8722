import { type AdminWebinar, webinarEnd, webinarInput } from '@portal/shared/admin';
import { webinarLevels, webinarStatuses } from '@portal/shared/catalog';
import { format } from '../../../lib/format.ts';
import { type FormItem, type FormSpec, formValues, ResourceFormModal } from './resource-form-modal.tsx';

/** datetime-local value in the viewer's time zone. */
const localInput = (iso: string | null | undefined) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

const initial = (webinar: AdminWebinar | null) => ({
  ...formValues(webinar, {
    vendorId: '',
    title: '',
    description: '',
    startTime: '',
    durationMinutes: '60',
    registrationUrl: '',
    webinarUrl: '',
    videoUrl: '',
    recordingUrl: '',
    thumbnailUrl: '',
    status: 'upcoming',
    experienceLevel: '',
  }),
  startTime: localInput(webinar?.startTime),
});
type Values = ReturnType<typeof initial>;

/** End = start + duration, shown as the admin types. */
function EndTime({ values }: { values: Values }) {
  const startIso = toIso(values.startTime);
  const duration = Number(values.durationMinutes);
  const end = startIso && duration > 0 ? webinarEnd(startIso, duration) : null;
  return (
    <div className="space-y-1">
      <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">End Time</span>
      <p className="py-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {end ? format(end, 'MMM d, yyyy h:mm a') : '—'}
      </p>
    </div>
  );
}

const asOptions = (list: readonly string[]) => list.map((s) => ({ value: s, label: s }));

const items: FormItem<Values>[] = [
  { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
  { name: 'title', label: 'Title *' },
  { name: 'description', label: 'Description', as: 'textarea', rows: 3 },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'startTime', label: 'Start Time *', type: 'datetime-local' },
      { name: 'durationMinutes', label: 'Duration (minutes)', type: 'number', min: 1 },
      (f) => <EndTime values={f.values} />,
    ],
  },
  {
    grid: 'sm:grid-cols-2',
    items: [
      { name: 'status', label: 'Status', as: 'select', options: asOptions(webinarStatuses) },
      { name: 'experienceLevel', label: 'Experience Level', as: 'select', blank: 'Not set', options: asOptions(webinarLevels) },
    ],
  },
  {
    grid: 'sm:grid-cols-2',
    items: [
      { name: 'registrationUrl', label: 'Registration URL', type: 'url' },
      { name: 'webinarUrl', label: 'Webinar URL', type: 'url' },
      { name: 'videoUrl', label: 'Video URL', type: 'url', hint: 'A YouTube, Vimeo or Wistia URL' },
      { name: 'recordingUrl', label: 'Recording URL', type: 'url' },
      { name: 'thumbnailUrl', label: 'Thumbnail URL', type: 'url' },
    ],
  },
];

export const webinarForm = (webinar: AdminWebinar | null): FormSpec<Values> => ({
  resource: 'webinars',
  schema: webinarInput,
  initial: initial(webinar),
  toBody: (v) => ({ ...v, startTime: toIso(v.startTime) }),
  items,
  noun: 'Webinar',
  wide: true,
  topics: true,
});

/**
 * Add/Edit webinar modal with every webinar field (duration default 60; end = start + duration).
 * Also used on the public /webinars list: `<WebinarFormModal webinar={null | row} onClose onSaved />`.
 */
export function WebinarFormModal({ webinar, onClose, onSaved }: { webinar: AdminWebinar | null; onClose: () => void; onSaved: (msg: string) => void }) {
  return <ResourceFormModal spec={webinarForm} item={webinar} onClose={onClose} onSaved={onSaved} />;
}
