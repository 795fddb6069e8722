import { isValid } from 'date-fns';
import { formatZoned, useViewerZone } from '../../../lib/viewer-zone.ts';

/** Date and time in the viewer's time zone (UTC when `local` is false); 'Date not set' or 'Invalid date' otherwise. */
export function formatDateTime(v: string | null | undefined, local = true): string {
  if (!v) return 'Date not set';
  const d = new Date(v);
  return isValid(d) ? formatZoned(d, 'MMM d, yyyy h:mm a', local) : 'Invalid date';
}

/** A calendar date (YYYY-MM-DD) as it is; a moment in the viewer's time zone (UTC when `local` is false). */
export function formatDate(v: string | null | undefined, local = true): string {
  if (!v) return 'Date not available';
  const dateOnly = v.length === 10;
  const d = new Date(dateOnly ? `${v}T00:00:00` : v);
  if (!isValid(d)) return 'Invalid date';
  return dateOnly ? formatZoned(d, 'MMM d, yyyy', true) : formatZoned(d, 'MMM d, yyyy', local).replace(/ UTC$/, '');
}

/** The two formatters, safe to use while a server-rendered page hydrates. */
export function useDateFormat() {
  const local = useViewerZone();
  return { formatDate: (v: string | null | undefined) => formatDate(v, local), formatDateTime: (v: string | null | undefined) => formatDateTime(v, local) };
}
