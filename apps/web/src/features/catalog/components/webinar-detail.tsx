import { labelFor, webinarLevelLabels } from '@portal/shared/catalog';
import { catalogMessages, type WebinarDetailResponse } from '@portal/shared/catalog-api';
import { Calendar, Clock, GraduationCap, Video } from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { useHead } from '../../../lib/head.tsx';
import { useViewBeacon } from '../../../lib/view-beacon.ts';
import { useWebinar } from '../api/catalog-detail-queries.ts';
import { DetailPage, DetailSocial, VendorLink } from './detail-parts.tsx';
import { useDateFormat } from './format.ts';
import { Thumb } from './card-media.tsx';
import { formatDuration } from './format.ts';
import { Badge } from './card-parts.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import { TopicChips } from '../../../components/topic-chips.tsx';
import { WebinarStatusBadge } from './webinar-card.tsx';
import { WebinarSidePanel } from './webinar-side-panel.tsx';

const eventStatus = { upcoming: 'EventScheduled', live: 'EventScheduled', completed: 'EventScheduled', cancelled: 'EventCancelled' } as const;

/**
 * `action` lets the route compose the member area's registration into the side panel; it gets the
 * detail answer (which embeds the panel's data as `registration`) and when it was fetched, so the
 * registration needs no request of its own.
 */
export function WebinarDetail({ id, action }: { id: string; action?: (detail: WebinarDetailResponse, updatedAt: number) => React.ReactNode }) {
  const { formatDateTimeZone } = useDateFormat();
  const q = useWebinar(id);
  const w = q.data;
  // A view is counted only for a webinar that exists (never for 'Webinar not found').
  useViewBeacon('webinar', w ? id : '');
  useHead({
    title: w ? w.title : q.isError ? catalogMessages.webinarNotFound : 'Webinar',
    description: w?.description?.slice(0, 160) ?? undefined,
    image: w?.thumbnailUrl ?? w?.vendor?.logoUrl,
    jsonLd: w
      ? ({ url }) => ({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: w.title,
          description: w.description ?? undefined,
          startDate: w.startTime ?? undefined,
          endDate: w.endTime ?? undefined,
          eventStatus: `https://schema.org/${eventStatus[w.status]}`,
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: w.webinarUrl ?? w.registrationUrl ?? url },
          organizer: w.vendor ? { '@type': 'Organization', name: w.vendor.name, url: new URL(paths.vendor(w.vendor.id), url).href } : undefined,
          image: w.thumbnailUrl ?? undefined,
          url,
        })
      : undefined,
  });
  return (
    <DetailPage q={q} notFound={catalogMessages.webinarNotFound} back={{ to: paths.webinars, label: 'Back to Webinars' }}>
      {(w) => (
        <>
          <div className="min-w-0">
            <div className="mb-5 overflow-hidden rounded-xl">
              <Thumb src={w.thumbnailUrl} label={w.vendor?.name ?? w.title} title={w.title} icon={<Video className="h-10 w-10" aria-hidden="true" />} />
            </div>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <WebinarStatusBadge status={w.status} />
              {w.experienceLevel && <Badge>{labelFor(webinarLevelLabels, w.experienceLevel)}</Badge>}
            </div>
            <h1 className="text-3xl font-semibold tracking-tight">{w.title}</h1>
            {w.vendor && (
              <p className="mt-3 flex items-center gap-2">
                <VendorLogo name={w.vendor.name} logoUrl={w.vendor.logoUrl} size="sm" />
                <VendorLink vendor={w.vendor} />
              </p>
            )}
            <TopicChips topics={w.topics} className="mt-3" />
            <dl className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
              <div>
                <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
                  <Calendar className="h-4 w-4" aria-hidden="true" /> When
                </dt>
                <dd className="mt-0.5 font-medium" data-testid="webinar-when">
                  {formatDateTimeZone(w.startTime)}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
                  <Clock className="h-4 w-4" aria-hidden="true" /> Duration
                </dt>
                <dd className="mt-0.5 font-medium">{formatDuration(w.durationMinutes)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
                  <GraduationCap className="h-4 w-4" aria-hidden="true" /> Level
                </dt>
                <dd className="mt-0.5 font-medium">{w.experienceLevel ? labelFor(webinarLevelLabels, w.experienceLevel) : 'All levels'}</dd>
              </div>
            </dl>
            <DetailSocial type="webinar" item={w} title={w.title} path={paths.webinar(w.id)} className="mt-4 flex flex-wrap items-center gap-2" />
            <h2 className="mt-6 text-lg font-semibold">About this webinar</h2>
            <div className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{w.description}</div>
            {w.speakers.length > 0 && (
              <>
                <h2 className="mt-6 text-lg font-semibold">Speakers</h2>
                <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-300" data-testid="webinar-speakers">
                  {w.speakers.map((s) => (
                    <li key={s.name}>
                      <span className="font-medium text-slate-900 dark:text-slate-100">{s.name}</span>, {s.role}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {w.agenda.length > 0 && (
              <>
                <h2 className="mt-6 text-lg font-semibold">Agenda</h2>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300" data-testid="webinar-agenda">
                  {w.agenda.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ol>
              </>
            )}
          </div>
          <WebinarSidePanel webinar={w} action={action?.(w, q.dataUpdatedAt)} />
        </>
      )}
    </DetailPage>
  );
}
