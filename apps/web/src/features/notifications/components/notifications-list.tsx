import { errorMessage } from '../../../lib/api-client.ts';
import type { NotificationDto } from '@portal/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { markAllRead, markRead, notificationKeys, notificationsQuery } from '../api/notifications-api.ts';
import { NotificationItem, unreadRow } from './notification-item.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

/** All my notifications, newest first, paginated; mark one or all as read. */
export function NotificationsList() {
  const [page, setPage] = useState(1);
  const q = useQuery(notificationsQuery(page));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({ mutationFn: markRead, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh });
  const onOpen = (n: NotificationDto) => {
    if (!n.readAt) readOne.mutate(n.id);
  };
  if (q.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  const { items, unread, totalPages, total } = q.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          {unread ? `${unread} unread` : 'All caught up'}
        </p>
        <Button variant="secondary" disabled={!unread || readAll.isPending} onClick={() => readAll.mutate()}>
          Mark all as read
        </Button>
      </div>
      {total === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <Bell className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-700 dark:text-slate-300">You have no notifications yet.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((n) => (
            <li key={n.id} className={`flex items-stretch ${n.readAt ? '' : unreadRow}`}>
              <div className="min-w-0 flex-1">
                <NotificationItem n={n} onOpen={onOpen} highlight={false} />
              </div>
              {!n.readAt && (
                <button
                  type="button"
                  onClick={() => readOne.mutate(n.id)}
                  className="shrink-0 px-4 text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
                  aria-label={`Mark "${n.title}" as read`}
                >
                  Mark as read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} onPage={setPage} className="" />
    </div>
  );
}
