import type { NotificationDto } from '@portal/shared/notifications';
import { timeAgo } from '../../../lib/format.ts';
import { Bell, FlaskConical, MessageSquare, Video } from 'lucide-react';
import { Link } from 'react-router';

export const unreadRow = 'bg-brand-50/50 dark:bg-slate-800/40';

const icons = { forum_reply: MessageSquare, trial_expiring: FlaskConical, new_webinar: Video, system: Bell } as const;

/** `highlight` paints unread rows; a list that paints the whole row (with its own buttons) turns it off. */
export function NotificationItem({
  n,
  onOpen,
  compact,
  highlight = true,
}: {
  n: NotificationDto;
  onOpen: (n: NotificationDto) => void;
  compact?: boolean;
  highlight?: boolean;
}) {
  const Icon = icons[n.kind] ?? Bell;
  const unread = !n.readAt;
  const content = (
    <>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${unread ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}`}>
          {n.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </span>
        {n.body && <span className={`block text-sm text-slate-600 dark:text-slate-400 ${compact ? 'truncate' : ''}`}>{n.body}</span>}
        <span className="block text-xs text-slate-600 dark:text-slate-400">{timeAgo(n.createdAt)}</span>
      </span>
      {unread && <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />}
    </>
  );
  const cls = `flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${unread && highlight ? unreadRow : ''}`;
  return n.link ? (
    <Link to={n.link} className={cls} onClick={() => onOpen(n)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={cls} onClick={() => onOpen(n)}>
      {content}
    </button>
  );
}
