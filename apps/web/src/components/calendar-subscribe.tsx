import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from './ui/icon.tsx';
import { useFeedLink } from '../lib/head.tsx';
import { buttonClass } from './ui/button.tsx';

/** Where a calendar feed can be added: the webcal link (Apple, Outlook desktop), Google, Outlook.com and the raw file. */
export function calendarLinks(origin: string, feedPath: string, name: string) {
  const https = `${origin}${feedPath}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return [
    { label: 'Apple Calendar or Outlook', href: webcal },
    { label: 'Google Calendar', href: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` },
    { label: 'Outlook.com', href: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(name)}` },
    { label: 'Download .ics', href: https },
  ];
}

/**
 * 'Subscribe to calendar': a disclosure with add links for a subscribable .ics feed. The links are
 * built from the page's own origin when opened, so the server render and the first client render match.
 */
export function CalendarSubscribe({ feedPath, name }: { feedPath: string; name: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative inline-block">
      <button ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)} className={buttonClass('secondary')}>
        <Icon name="calendar-plus" className="h-4 w-4" />
        Subscribe to calendar
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={`Add ${name} to your calendar`}
          className="absolute right-0 z-20 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {calendarLinks(window.location.origin, feedPath, name).map((l) => (
            <li key={l.label}>
              <a
                href={l.href}
                target={l.href.startsWith('http') && !l.href.startsWith(window.location.origin) ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `<link rel="alternate">` for a page's RSS feed, in the document head (also in the server-rendered HTML). */
export function FeedLink({ path, title }: { path: string; title: string }) {
  useFeedLink({ href: path, title });
  return null;
}
