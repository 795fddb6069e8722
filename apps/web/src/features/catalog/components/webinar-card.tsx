import type { WebinarItem } from '@portal/shared/catalog-api';
import { Calendar, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './list-parts.tsx';
import { ShareButton } from './share-button.tsx';
import { formatDateTime } from './format.ts';
import { WebinarAction } from './webinar-side-panel.tsx';

const statusTone = { upcoming: 'blue', live: 'red', completed: 'green', cancelled: 'neutral' } as const;

export function WebinarStatusBadge({ status }: { status: WebinarItem['status'] }) {
  return <Badge tone={statusTone[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

export function WebinarCard({ webinar, adminActions }: { webinar: WebinarItem; adminActions?: React.ReactNode }) {
  return (
    <article className={`${cardClass} group relative`} aria-labelledby={`w-${webinar.id}`} data-testid="webinar-card">
      {adminActions && <div className="absolute right-2 top-2 z-10">{adminActions}</div>}
      <div className="mb-2 flex items-center justify-between gap-2">
        <WebinarStatusBadge status={webinar.status} />
        {webinar.experienceLevel && <Badge>{webinar.experienceLevel}</Badge>}
      </div>
      <h3 id={`w-${webinar.id}`} className="font-semibold">
        <Link to={paths.webinar(webinar.id)} className="hover:text-brand-700 dark:hover:text-brand-300">
          {webinar.title}
        </Link>
      </h3>
      {webinar.vendor && <p className="text-sm text-slate-500 dark:text-slate-400">{webinar.vendor.name}</p>}
      <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{webinar.description}</p>
      <div className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <p className="flex items-center gap-1.5">
          <Calendar className="h-4 w-4" aria-hidden="true" /> {formatDateTime(webinar.startTime)}
        </p>
        <p className="flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" /> {webinar.durationMinutes} min
        </p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <WebinarAction webinar={webinar} />
        <span className="flex items-center">
          <LikeButton type="webinar" id={webinar.id} count={webinar.likeCount} liked={webinar.likedByMe} label={webinar.title} />
          <ShareButton title={webinar.title} path={paths.webinar(webinar.id)} />
        </span>
      </div>
    </article>
  );
}
