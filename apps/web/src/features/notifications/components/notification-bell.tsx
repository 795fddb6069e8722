import type { NotificationDto } from '@portal/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { markAllRead, markRead, notificationKeys, notificationsQuery, unreadQuery } from '../api/notifications-api.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * Header bell: an unread dot, and a panel with the latest notifications. The panel follows the
 * bell in the tab order; Escape closes it and returns focus to the bell; an outside click or
 * tabbing out closes it too.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const unread = useQuery(unreadQuery());
  const list = useQuery({ ...notificationsQuery(1, 5), enabled: open });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({ mutationFn: markRead, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh });
  const count = unread.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Tabbing out of the bell and its panel closes the panel.
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget && !ref.current?.contains(e.relatedTarget as Node)) setOpen(false);
    };
    const box = ref.current;
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    box?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
      box?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const onOpen = (n: NotificationDto) => {
    if (!n.readAt) readOne.mutate(n.id);
    setOpen(false);
  };

  return (
    <div className="relative" ref={ref}>
      <button
        ref={button}
        type="button"
        aria-label={count ? `Notifications (${count} unread)` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((v) => !v)}
        className="relative rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span data-testid="unread-dot" className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white dark:ring-slate-950" />
        )}
      </button>
      {open && (
        <div
          id="notification-panel"
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-40 overflow-hidden sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem] rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-700">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {count > 0 && (
              <button type="button" onClick={() => readAll.mutate()} className="text-xs font-medium text-brand-700 hover:underline dark:text-brand-300">
                Mark all as read
              </button>
            )}
          </div>
          {list.isPending ? (
            <div className="space-y-2 p-4">
              <div className="h-10 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-10 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </div>
          ) : list.isError ? (
            <p className="p-4 text-sm text-red-700 dark:text-red-300">Could not load notifications.</p>
          ) : list.data.items.length === 0 ? (
            <p className="p-4 text-sm text-slate-600 dark:text-slate-400">You have no notifications yet.</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
              {list.data.items.map((n) => (
                <li key={n.id}>
                  <NotificationItem n={n} onOpen={onOpen} compact />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.notifications}
            onClick={() => setOpen(false)}
            className="block border-t border-slate-200 px-4 py-2 text-center text-sm font-medium text-brand-700 hover:bg-slate-50 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            View all notifications
          </Link>
        </div>
      )}
    </div>
  );
}
