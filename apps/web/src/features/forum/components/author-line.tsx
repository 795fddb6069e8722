import type { ForumAuthor } from '@portal/shared/forum';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatZoned, useViewerZone } from '../../../lib/viewer-zone.ts';

/** Avatar (or a generic icon), display name and date. */
export function AuthorLine({ author, date, long = false }: { author: ForumAuthor; date: string; long?: boolean }) {
  const d = new Date(date);
  const local = useViewerZone();
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      {author.avatarUrl ? (
        <img src={author.avatarUrl} alt="" className="h-6 w-6 rounded-full object-cover" />
      ) : (
        <Icon name="circle-user" className="h-6 w-6 text-slate-400" />
      )}
      <span className="font-medium text-slate-800 dark:text-slate-200" data-testid="author-name">
        {author.name}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{formatZoned(d, long ? "MMMM d, yyyy 'at' h:mm a" : 'MMM d, yyyy', local)}</time>
    </span>
  );
}
