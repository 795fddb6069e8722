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
