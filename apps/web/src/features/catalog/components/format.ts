import { format, isValid } from 'date-fns';

/** Date and time in the viewer's time zone; 'Date not set' or 'Invalid date' otherwise. */
export function formatDateTime(v: string | null | undefined): string {
  if (!v) return 'Date not set';
  const d = new Date(v);
  return isValid(d) ? format(d, 'MMM d, yyyy h:mm a') : 'Invalid date';
}

export function formatDate(v: string | null | undefined): string {
  if (!v) return 'Date not available';
  const d = new Date(v.length === 10 ? `${v}T00:00:00` : v);
  return isValid(d) ? format(d, 'MMM d, yyyy') : 'Invalid date';
}

const zoned = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Date and time with the viewer's zone named, e.g. 'Nov 26, 2026, 8:30 AM IST'. */
export function formatDateTimeZone(v: string | null | undefined): string {
  if (!v) return 'Date not set';
  const d = new Date(v);
  return isValid(d) ? zoned.format(d) : 'Invalid date';
}

/** '1 hr 30 min', '45 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} hr${m ? ` ${m} min` : ''}` : `${m} min`;
}
