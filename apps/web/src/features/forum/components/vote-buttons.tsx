import type { VoteResponse } from '@portal/shared/forum';
import { useMutation } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { vote } from '../api/forum-api.ts';

type Props = { type: 'topic' | 'reply'; id: string; upvotes: number; downvotes: number; myVote: -1 | 0 | 1; signedIn: boolean; label: string };

/** Up and down votes: one per member, the same button again removes the vote, the other switches it. */
export function VoteButtons({ type, id, upvotes, downvotes, myVote, signedIn, label }: Props) {
  const navigate = useNavigate();
  const [state, setState] = useState<VoteResponse>({ upvotes, downvotes, myVote });
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (value: 1 | -1) => vote(type, id, value),
    onSuccess: (r) => {
      setState(r);
      setError(null);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'Could not save your vote'),
  });
  const click = (value: 1 | -1) => {
    if (!signedIn) {
      navigate(`${paths.login}?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    m.mutate(value);
  };
  const btn = (active: boolean) =>
    `inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-sm transition-colors disabled:opacity-60 ${
      active
        ? 'border-brand-500 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-slate-800 dark:text-white'
        : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800'
    }`;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={btn(state.myVote === 1)}
        aria-pressed={state.myVote === 1}
        aria-label={`Upvote ${label} (${state.upvotes})`}
        disabled={m.isPending}
        onClick={() => click(1)}
      >
        <ThumbsUp className="h-4 w-4" aria-hidden="true" />
        <span data-testid="upvotes">{state.upvotes}</span>
      </button>
      <button
        type="button"
        className={btn(state.myVote === -1)}
        aria-pressed={state.myVote === -1}
        aria-label={`Downvote ${label} (${state.downvotes})`}
        disabled={m.isPending}
        onClick={() => click(-1)}
      >
        <ThumbsDown className="h-4 w-4" aria-hidden="true" />
        <span data-testid="downvotes">{state.downvotes}</span>
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </span>
      )}
    </div>
  );
}

/** A topic's or reply's votes; a refreshed answer (other counts) starts them afresh. */
export function PostVotes({
  type,
  post,
  signedIn,
  label,
}: {
  type: Props['type'];
  post: { id: string; upvotes: number; downvotes: number; myVote: Props['myVote'] };
  signedIn: boolean;
  label: string;
}) {
  const { id, upvotes, downvotes, myVote } = post;
  return <VoteButtons key={`${upvotes}-${downvotes}-${myVote}`} {...{ type, id, upvotes, downvotes, myVote, signedIn, label }} />;
}
