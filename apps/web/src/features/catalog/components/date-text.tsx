import { useViewerZone } from '../../../lib/viewer-zone.ts';
import { formatDate, formatDateTime, formatDateTimeZone } from './format.ts';

const formats = { date: formatDate, dateTime: formatDateTime, dateTimeZone: formatDateTimeZone };

/**
 * A date or time as text, in the viewer's zone (UTC while a server-rendered page hydrates, see useViewerZone). A leaf
 * of its own: when the browser switches from the server's UTC to the viewer's zone right after hydration (a blocking
 * re-render), only these texts render again, not the cards around them.
 */
export function DateText({ value, format = 'date' }: { value: string | null | undefined; format?: keyof typeof formats }) {
  return <>{formats[format](value, useViewerZone())}</>;
}
