import { Icon } from '../../../components/ui/icon.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { WebinarItem } from '@portal/shared/catalog-api';
import { webinarMessages } from '@portal/shared/webinars-text';
import { proMessages } from '@portal/shared/pro-text';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { loginPathFor } from '../../../lib/guards.tsx';
import { useRegisterWebinar, useViewer } from '../api/catalog-queries.ts';
import { ProLink } from './pro-link.tsx';

/**
 * Register (spec part 1, Webinars list): a visitor is sent to sign in (returning here); a member's press
 * records the registration (confirmation e-mail with an .ics) and does nothing else: the vendor's page is a
 * separate link on the webinar page once registered, after the consent question if there is one
 * (docs/decisions/2101). 'Registration Closed' once the start time has passed. At the Free plan's monthly
 * limit the answer says so, with the way to Pro.
 */
function RegisterButton({ webinar, className = '' }: { webinar: WebinarItem; className?: string }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegisterWebinar();
  const closed = !!webinar.startTime && new Date(webinar.startTime).getTime() <= Date.now();
  const registered = webinar.registeredByMe || register.isSuccess;
  if (viewer.signedIn && registered) {
    const cls = buttonClass(
      'secondary',
      `border-green-300! bg-green-50! text-green-800! dark:border-green-800! dark:bg-green-950! dark:text-green-200! ${className}`,
    );
    return (
      <span role="status" className={cls}>
        <Icon name="calendar-check" className="h-4 w-4" /> Registered
      </span>
    );
  }
  if (closed) {
    return (
      <button type="button" disabled className={buttonClass('secondary', className)}>
        Registration Closed
      </button>
    );
  }
  if (!viewer.signedIn) {
    return (
      <button type="button" onClick={() => navigate(loginPathFor(location))} className={buttonClass('primary', className)}>
        Register
      </button>
    );
  }
  const error = register.isError ? errorMessage(register.error) || webinarMessages.registerFailed : null;
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" disabled={register.isPending} onClick={() => register.mutate(webinar.id)} className={buttonClass('primary', className)}>
        {register.isPending ? 'Registering…' : 'Register'}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
          {error === proMessages.webinarLimit && (
            <>
              {' '}
              <Link to={paths.upgrade} className="font-medium underline">
                Upgrade to Pro
              </Link>
            </>
          )}
        </span>
      )}
    </span>
  );
}

/** The card and side-panel action for a webinar's displayed status. */
export function WebinarAction({ webinar, className = '' }: { webinar: WebinarItem; className?: string }) {
  if (webinar.status === 'upcoming') return <RegisterButton webinar={webinar} className={className} />;
  if (webinar.status === 'live') {
    const href = webinar.webinarUrl ?? webinar.registrationUrl;
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', `bg-red-600 hover:bg-red-700 ${className}`)}>
        <Icon name="radio" className="h-4 w-4" /> Join Now
      </a>
    ) : (
      <button type="button" disabled className={buttonClass('primary', className)}>
        Join Now
      </button>
    );
  }
  if (webinar.status === 'completed') {
    if (webinar.recordingProOnly) return <ProLink type="webinar" id={webinar.id} label="Watch Recording" className={buttonClass('secondary', className)} />;
    return webinar.recordingUrl ? (
      <a href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', className)}>
        <Icon name="circle-play" className="h-4 w-4" /> Watch Recording
      </a>
    ) : (
      <button type="button" disabled className={buttonClass('secondary', className)}>
        Watch Recording
      </button>
    );
  }
  return null;
}
