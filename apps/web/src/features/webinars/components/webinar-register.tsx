import { type WebinarPanelResponse, webinarAction, webinarMessages } from '@portal/shared/webinars';
import { proMessages } from '@portal/shared/pro-text';
import { CalendarCheck, ExternalLink, Lock, PlayCircle, Radio } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { MobileActionBar } from '../../../components/ui/mobile-action-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { PanelError, PanelLoading, panelCard } from '../../../components/ui/side-panel.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { bellKeys, catalogKeys } from '../../../lib/query-keys.ts';
import { useViewerAction } from '../../../lib/use-viewer-action.ts';
import { formatZoned, useViewerZone } from '../../../lib/viewer-zone.ts';
import { registerForWebinar, webinarPanelQuery, webinarRegistrationKeys } from '../api/webinar-registration-api.ts';

const when = (iso: string | null, local: boolean) => {
  if (!iso) return 'Date not set';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Invalid date' : formatZoned(d, "EEE, MMM d, yyyy 'at' h:mm a", local);
};

/**
 * The webinar side panel: Register (sign-in required; records the registration and e-mails a
 * confirmation with an .ics file; the vendor's own page is a separate link once registered), Join Now
 * while live, Watch Recording once completed (Pro only after 7 days).
 */
/**
 * `inline` renders only the action (and its messages) for a side panel that has its own card.
 * `initial` (the same answer for this viewer, fetched at `initialUpdatedAt`) seeds the cache so the page
 * needs no second request; without it the panel fetches its own data.
 */
export function WebinarRegister({
  webinarId,
  inline = false,
  initial,
  initialUpdatedAt,
}: {
  webinarId: string;
  inline?: boolean;
  initial?: WebinarPanelResponse;
  initialUpdatedAt?: number;
}) {
  const local = useViewerZone();
  const [done, setDone] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const {
    auth,
    query,
    action: register,
    error,
    start,
    toLogin,
    press,
    waiting,
  } = useViewerAction({
    query: (userId) => webinarPanelQuery(webinarId, userId),
    initial,
    initialUpdatedAt,
    run: () => registerForWebinar(webinarId),
    // The catalogue's lists show registeredByMe on their cards.
    refresh: [webinarRegistrationKeys.all, catalogKeys.all, bellKeys.all],
    failed: webinarMessages.registerFailed,
    onDone: () => setDone(true),
    resume: `webinar-register.${webinarId}`,
  });

  if (query.isPending) {
    // Inline: the side panel around us is the card; no second card or landmark.
    if (inline) return <div className="h-10 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-busy="true" />;
    return <PanelLoading className={panelCard} label="Registration" titleWidth="w-32" />;
  }
  if (query.isError) {
    const message = query.error instanceof ApiError && query.error.status === 404 ? webinarMessages.notFound : errorMessage(query.error);
    if (inline) return <Alert tone="error">{message}</Alert>;
    return (
      <PanelError className={panelCard} label="Registration">
        {message}
      </PanelError>
    );
  }

  const { webinar, registered } = query.data;
  const action = webinarAction(webinar);
  const primary = 'w-full';

  let body: React.ReactNode;
  // The same press in the sticky bar of a phone's screen, while Register is wanted and off screen.
  let bar: React.ReactNode = null;
  if (action.kind === 'register') {
    if (registered) {
      body = (
        <div className="space-y-3">
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-300">
            <CalendarCheck className="h-4 w-4" aria-hidden="true" /> You're registered
          </p>
          {done && <p className="text-sm text-slate-600 dark:text-slate-300">A confirmation with a calendar file is on its way to your inbox.</p>}
          {webinar.registrationUrl && (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-300">The host also asks you to sign up on their own page.</p>
              <a href={webinar.registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', primary)}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> Continue on the vendor's site
              </a>
            </>
          )}
        </div>
      );
    } else if (action.disabled) {
      body = (
        <Button className={primary} disabled>
          Registration Closed
        </Button>
      );
    } else if (auth.status !== 'signedIn') {
      // While the session is read, a press waits for it (a member registers, a visitor goes to sign in).
      const onRegister = () => press(start, () => toLogin());
      body = (
        <Button className={primary} onClick={onRegister} aria-busy={waiting || undefined}>
          Register
        </Button>
      );
      bar = (
        <Button className={primary} onClick={onRegister} aria-busy={waiting || undefined}>
          Register
        </Button>
      );
    } else {
      // One action: the press registers. The vendor's page is the link shown once registered (after the
      // consent question, when the server asks it), never a tab opened by this press.
      const button = (
        <Button className={primary} disabled={register.isPending} onClick={start}>
          {register.isPending ? 'Registering…' : 'Register'}
        </Button>
      );
      body = button;
      bar = button;
    }
  } else if (action.kind === 'recording' && !action.url && webinar.recordingProOnly) {
    // Recordings older than the Free plan's 7 days are for Pro members (docs/decisions/2101).
    body = (
      <div className="space-y-3" data-testid="recording-locked">
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Lock className="h-4 w-4" aria-hidden="true" /> {proMessages.recordingProOnly}
        </p>
        <Link to={paths.upgrade} className={buttonClass('primary', primary)}>
          Upgrade to Pro to watch
        </Link>
      </div>
    );
  } else if (action.kind === 'join' || action.kind === 'recording') {
    const [Icon, label] = action.kind === 'join' ? [Radio, 'Join Now'] : [PlayCircle, 'Watch Recording'];
    body = action.url ? (
      <a href={action.url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', primary)}>
        <Icon className="h-4 w-4" aria-hidden="true" /> {label}
      </a>
    ) : (
      <Button className={primary} disabled>
        {label}
      </Button>
    );
  } else {
    body = <p className="text-sm text-slate-600 dark:text-slate-300">This webinar was cancelled.</p>;
  }

  const failure = error && (
    <Alert tone="error">
      {error}
      {error === proMessages.webinarLimit && (
        <>
          {' '}
          <Link to={paths.upgrade} className="font-medium underline">
            Upgrade to Pro
          </Link>
        </>
      )}
    </Alert>
  );
  const sticky = bar && (
    <MobileActionBar watch={main} label="Register for this webinar">
      {bar}
    </MobileActionBar>
  );
  if (inline) {
    if (action.kind === 'cancelled') return null;
    return (
      <div ref={main}>
        <div className="space-y-3">
          {body}
          {failure}
        </div>
        {sticky}
      </div>
    );
  }
  return (
    <aside className={`${panelCard} space-y-4`} aria-labelledby="webinar-panel-title">
      <h2 id="webinar-panel-title" className="text-lg font-semibold">
        {action.kind === 'recording' ? 'Recording' : action.kind === 'join' ? 'Live now' : 'Registration'}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{when(webinar.startTime, local)}</p>
      <div ref={main}>
        <div className="space-y-4">
          {body}
          {failure}
        </div>
        {sticky}
      </div>
    </aside>
  );
}
