import type { WebinarItem } from '@portal/shared/catalog-api';
import { CalendarPlus } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { icsPath } from '../api/catalog-queries.ts';
import { formatDuration, useDateFormat } from './format.ts';
import { WebinarAction } from './webinar-action.tsx';

/** The webinar page's side panel (its own module: the cards, on the landing page too, need only WebinarAction). */
export function WebinarSidePanel({ webinar, action }: { webinar: WebinarItem; action?: React.ReactNode }) {
  const { formatDateTimeZone } = useDateFormat();
  return (
    <aside
      aria-label="Webinar access"
      className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-5 lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold">
        {webinar.status === 'upcoming' ? 'Register for this webinar' : webinar.status === 'live' ? 'Happening now' : 'Webinar'}
      </h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500 dark:text-slate-400">Starts</dt>
          <dd className="text-right">{formatDateTimeZone(webinar.startTime)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500 dark:text-slate-400">Duration</dt>
          <dd>{formatDuration(webinar.durationMinutes)}</dd>
        </div>
      </dl>
      {action ?? <WebinarAction webinar={webinar} className="w-full" />}
      {webinar.status === 'cancelled' && <p className="text-sm text-slate-600 dark:text-slate-400">This webinar was cancelled.</p>}
      {webinar.status === 'upcoming' && webinar.startTime && (
        <a href={icsPath(webinar.id)} download className={buttonClass('secondary', 'w-full')}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Add to calendar
        </a>
      )}
    </aside>
  );
}
