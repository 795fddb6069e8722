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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TOKENS = /'([^']*)'|MMMM|MMM|MM|yyyy|EEE|dd|HH|mm|d|h|a/g;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The date-fns `format` tokens the app uses (MMMM, MMM, MM, d, dd, yyyy, EEE, h, HH, mm, a and 'quoted'
 * text), in English, with the same output: the visitor's first load carries no date library.
 */
export function format(d: Date, pattern: string): string {
  return pattern.replace(TOKENS, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    const hours = d.getHours();
    switch (token) {
      case 'MMMM':
        return MONTHS[d.getMonth()] ?? '';
      case 'MMM':
        return (MONTHS[d.getMonth()] ?? '').slice(0, 3);
      case 'MM':
        return pad2(d.getMonth() + 1);
      case 'dd':
        return pad2(d.getDate());
      case 'HH':
        return pad2(hours);
      case 'yyyy':
        return String(d.getFullYear()).padStart(4, '0');
      case 'EEE':
        return DAYS[d.getDay()] ?? '';
      case 'mm':
        return pad2(d.getMinutes());
      case 'd':
        return String(d.getDate());
      case 'h':
        return String(hours % 12 || 12);
      default:
        return hours < 12 ? 'AM' : 'PM';
    }
  });
}

/**
 * `format` in the viewer's zone, or in UTC when `local` is false: a time of day is labelled 'UTC'; a date alone is
 * not, so the server's text is as wide as the local one and nothing moves when it is replaced (a forum card's
 * author line wrapped on phones: CLS 0.109 on /forum).
 */
export function formatZoned(d: Date, pattern: string, local: boolean): string {
  if (local) return format(d, pattern);
  const utc = format(new Date(d.getTime() + d.getTimezoneOffset() * 60_000), pattern);
  return /[hH]/.test(pattern.replace(/'[^']*'/g, '')) ? `${utc} UTC` : utc;
}
