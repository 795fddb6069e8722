import type { FollowKind } from '@portal/shared/topics';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ToggleButton } from '../../../components/ui/toggle-button.tsx';
import { useFollows, useSignedInUser, useToggleFollow } from '../api/topics-api.ts';

/**
 * Follow / Following toggle (aria-pressed) for a vendor or a topic. The state comes from the member's
 * own follows request, never from the shared public answer; a visitor is sent to sign in.
 */
export function FollowButton({ kind, id, name, size = 'md' }: { kind: FollowKind; id: string; name: string; size?: 'sm' | 'md' }) {
  const { userId } = useSignedInUser();
  const follows = useFollows();
  const toggle = useToggleFollow();
  const [error, setError] = useState<string | null>(null);
  const list = kind === 'topic' ? follows.data?.topics : follows.data?.vendors;
  const saved = Boolean(list?.some((x) => x.id === id));
  const following = toggle.isPending && toggle.variables?.id === id ? !toggle.variables.following : saved;
  const busy = toggle.isPending || (userId !== null && follows.isPending);
  const onToggle = () => {
    // Never disabled (a disabled button drops the keyboard focus): a press while busy does nothing.
    if (busy) return;
    setError(null);
    toggle.mutate({ kind, id, following: saved }, { onError: (e) => setError(e.message || 'Could not update your follows') });
  };
  const pad = size === 'sm' ? 'text-xs' : '';
  return (
    <ToggleButton
      pressed={following}
      signedIn={!!userId}
      onToggle={onToggle}
      error={error}
      aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
      aria-busy={busy}
      className={buttonClass(following ? 'secondary' : 'primary', pad)}
    >
      {following ? <Check className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </ToggleButton>
  );
}
