import { labelFor, webinarLevelLabels } from '@portal/shared/catalog';
import type { WebinarItem } from '@portal/shared/catalog-api';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { LikeButton } from './like-button.tsx';
import { Badge, cardClass } from './card-parts.tsx';
import { ShareButton } from './share-button.tsx';
import { DateText } from './date-text.tsx';
import { Thumb } from './card-media.tsx';
import { CatalogCard } from './catalog-card.tsx';
import { WebinarAction } from './webinar-action.tsx';

const statusTone = { upcoming: 'blue', live: 'red', completed: 'green', cancelled: 'neutral' } as const;

export function WebinarStatusBadge({ status }: { status: WebinarItem['status'] }) {
  return <Badge tone={statusTone[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

export function WebinarCard({ webinar, adminActions }: { webinar: WebinarItem; adminActions?: React.ReactNode }) {
  return (
    <CatalogCard
      testId="webinar-card"
      className={`${cardClass} group relative`}
      top={
        <>
          {adminActions && <div className="absolute right-2 top-2 z-10">{adminActions}</div>}
          <Link to={paths.webinar(webinar.id)} tabIndex={-1} aria-hidden="true" className="mb-3 block">
            <Thumb
              src={webinar.thumbnailUrl}
              label={webinar.vendor?.name ?? webinar.title}
              title={webinar.title}
              icon={<Icon name="video" className="h-8 w-8" />}
            />
          </Link>
        </>
      }
      head={{
        id: `w-${webinar.id}`,
        to: paths.webinar(webinar.id),
        title: webinar.title,
        vendor: webinar.vendor,
        badges: (
          <>
            <WebinarStatusBadge status={webinar.status} />
            {webinar.experienceLevel && <Badge>{labelFor(webinarLevelLabels, webinar.experienceLevel)}</Badge>}
          </>
        ),
      }}
      actions={<WebinarAction webinar={webinar} />}
      social={
        <>
          <LikeButton type="webinar" id={webinar.id} count={webinar.likeCount} liked={webinar.likedByMe} label={webinar.title} />
          <ShareButton title={webinar.title} path={paths.webinar(webinar.id)} />
        </>
      }
    >
      <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{webinar.description}</p>
      <div className="mt-3 mb-4 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <p className="flex items-center gap-1.5" data-testid="webinar-time">
          <Icon name="calendar" className="h-4 w-4 shrink-0" /> <DateText value={webinar.startTime} format="dateTimeZone" />
        </p>
        <p className="flex items-center gap-1.5">
          <Icon name="clock" className="h-4 w-4 shrink-0" /> {webinar.durationMinutes} min
        </p>
      </div>
    </CatalogCard>
  );
}
