import type { ForumReply } from '@portal/shared/forum';
import { useMutation } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { deleteReply, updateReply } from '../api/forum-api.ts';
import { AuthorLine } from './author-line.tsx';
import { PostVotes } from './vote-buttons.tsx';

import { errorMessage } from '../../../lib/api-client.ts';
import { PostText, ReplyEditor } from './reply-editor.tsx';

export function ReplyItem({ reply, signedIn, onChanged }: { reply: ForumReply; signedIn: boolean; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const del = useMutation({
    mutationFn: () => deleteReply(reply.id),
    onSuccess: onChanged,
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="reply">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={reply.author} date={reply.createdAt} long />
        <div className="flex gap-1">
          {reply.canEdit && !editing && (
            <Button variant="ghost" onClick={() => setEditing(true)} aria-label="Edit reply">
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
          {reply.canDelete && (
            <Button
              variant="ghost"
              aria-label="Delete reply"
              disabled={del.isPending}
              onClick={() => {
                if (window.confirm('Delete this reply?')) del.mutate();
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <div className="mt-3">
        {editing ? (
          <ReplyEditor
            initial={reply.content}
            submitLabel="Save Reply"
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (c) => {
              await updateReply(reply.id, c);
              await onChanged();
              setEditing(false);
            }}
          />
        ) : (
          <PostText text={reply.content} />
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="mt-3">
        <PostVotes type="reply" post={reply} signedIn={signedIn} label={`reply by ${reply.author.name}`} />
      </div>
    </li>
  );
}
