import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True once the viewer's time zone may be used: always in the browser, except while it hydrates a
 * server-rendered page. The server cannot know the viewer's zone, so it (and the hydrating browser,
 * which must produce the same HTML) shows UTC; React re-renders with local times right after.
 */
export function useViewerZone(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** date-fns `format` in the viewer's zone, or in UTC (labelled) when `local` is false. */
export function formatZoned(d: Date, pattern: string, local: boolean): string {
  if (local) return format(d, pattern);
  return `${format(new Date(d.getTime() + d.getTimezoneOffset() * 60_000), pattern)} UTC`;
}
