import { formatDistanceToNow } from 'date-fns';
import { format } from './viewer-zone.ts';

/** The one date formatter of the app (date-fns patterns, see viewer-zone.ts): every screen formats dates through this module. */
export { format };

/** A moment as 'Nov 26, 2026 8:30 AM' in the viewer's time zone: the one date-and-time format of the signed-in screens. */
export const formatDateTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

/** A moment's day as 'Nov 26, 2026' in the viewer's time zone. */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** A moment as 'about 3 hours ago' (date-fns' wording), for activity feeds and notifications. */
export const timeAgo = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
