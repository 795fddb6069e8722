import type { ContentType } from '@portal/shared/catalog';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { ToggleButton } from '../../../components/ui/toggle-button.tsx';
import { useToggleLike, useViewer } from '../api/catalog-queries.ts';

/** Like toggle with its count; a visitor is sent to sign in. */
export function LikeButton({ type, id, count, liked, label }: { type: ContentType; id: string; count: number; liked: boolean; label: string }) {
  const viewer = useViewer();
  const toggle = useToggleLike();
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<{ liked: boolean; count: number } | null>(null);
  const shown = local && toggle.isPending ? local : { liked, count };

  const onToggle = () => {
    if (toggle.isPending) return;
    setError(null);
    setLocal({ liked: !liked, count: count + (liked ? -1 : 1) });
    toggle.mutate(
      { contentType: type, contentId: id, liked },
      { onError: (e) => setError(e.message || 'Failed to toggle like'), onSettled: () => setLocal(null) },
    );
  };
  return (
    <ToggleButton
      pressed={shown.liked}
      signedIn={viewer.signedIn}
      onToggle={onToggle}
      error={error}
      // The name holds the visible count too (WCAG 2.5.3 label in name): 'Like Quorvex Pro, 3 likes'.
      aria-label={`${shown.liked ? 'Unlike' : 'Like'} ${label}, ${shown.count} ${shown.count === 1 ? 'like' : 'likes'}`}
      // Not `disabled`: a disabled button drops keyboard focus, and the consent question returns focus here.
      aria-disabled={toggle.isPending || undefined}
      className={`card-action transition-colors ${
        shown.liked
          ? 'text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-slate-800'
          : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
    >
      <Icon name="heart" filled={shown.liked} className="h-4 w-4" />
      <span data-testid="like-count">{shown.count}</span>
    </ToggleButton>
  );
}
