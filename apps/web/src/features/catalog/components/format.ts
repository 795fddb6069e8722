import { formatZoned, useViewerZone } from '../../../lib/viewer-zone.ts';

const isValid = (d: Date) => !Number.isNaN(d.getTime());

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
  return dateOnly ? formatZoned(d, 'MMM d, yyyy', true) : formatZoned(d, 'MMM d, yyyy', local);
}

/** The formatters, safe to use while a server-rendered page hydrates (UTC, named, until then). */
export function useDateFormat() {
  const local = useViewerZone();
  return {
    formatDate: (v: string | null | undefined) => formatDate(v, local),
    formatDateTime: (v: string | null | undefined) => formatDateTime(v, local),
    formatDateTimeZone: (v: string | null | undefined) => formatDateTimeZone(v, local),
  };
}

const zoneFormat = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
const zoned = new Intl.DateTimeFormat('en-US', zoneFormat);
const utc = new Intl.DateTimeFormat('en-US', { ...zoneFormat, timeZone: 'UTC' });

/**
 * Date and time with the zone named, e.g. 'Nov 26, 2026, 8:30 AM IST': the viewer's zone, or UTC when
 * `local` is false (the server render and hydration, see useViewerZone).
 */
export function formatDateTimeZone(v: string | null | undefined, local = true): string {
  if (!v) return 'Date not set';
  const d = new Date(v);
  return isValid(d) ? (local ? zoned : utc).format(d) : 'Invalid date';
}

/** '1 hr 30 min', '45 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} hr${m ? ` ${m} min` : ''}` : `${m} min`;
}
