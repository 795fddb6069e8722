import type { proLink } from '@portal/shared/billing-contracts';
import { proMessages } from '@portal/shared/pro-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { callByType } from '../../../lib/api-by-type.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { Badge } from './card-parts.tsx';

const linkClass = 'link-out';

/** The 'Pro' mark of a Pro-only item (premium course or certification, or an older recording). */
export function ProMark() {
  return (
    <Badge tone="amber">
      <Icon name="lock" className="mr-1 h-3 w-3" /> Pro
    </Badge>
  );
}

/**
 * The link of a Pro-only item (docs/decisions/2101). The public answer carries no link: a Pro member's press
 * asks GET /api/pro/links/{type}/{id} and opens the answer in the tab opened at the press (so no popup blocker
 * stops it); anyone else sees the locked state and the way to Pro (visitors are sent to sign in first).
 */
export function ProLink({
  type,
  id,
  label,
  className = linkClass,
}: {
  type: 'certification' | 'ai_course' | 'webinar';
  id: string;
  label: string;
  className?: string;
}) {
  const { me } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!me?.profile.isPro) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="pro-locked">
        <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
          <Icon name="lock" className="h-3.5 w-3.5" /> {proMessages.premiumLocked}
        </span>
        <Link to={paths.upgrade} className={linkClass}>
          Upgrade to Pro<span className="sr-only"> to open {label.toLowerCase()}</span>
        </Link>
      </span>
    );
  }
  async function open() {
    setError(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    try {
      const { url } = await callByType<typeof proLink>('get', '/api/pro/links/{type}/{id}', { params: { type, id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (err) {
      tab?.close();
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" onClick={() => void open()} aria-busy={busy || undefined} className={className}>
        {label} <Icon name="external-link" className="h-3 w-3" />
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
