import { format } from './viewer-zone.ts';

/** A moment as 'Nov 26, 2026 8:30 AM' in the viewer's time zone: the one date-and-time format of the signed-in screens. */
export const formatDateTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

/** A moment's day as 'Nov 26, 2026' in the viewer's time zone. */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
