import { type RepliesPage, forumMessages, type TopicDetail as Topic } from '@portal/shared/forum';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, Pencil, Trash2, Unlock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { useHead } from '../../../lib/head.tsx';
import { BackToForum, SpacedAlert } from './forum-parts.tsx';
import { createReply, deleteTopic, forumKeys, lockTopic, moreRepliesQuery, recordView, topicQuery, updateTopic } from '../api/forum-api.ts';
import { TopicForm } from './topic-form.tsx';

import { errorMessage } from '../../../lib/api-client.ts';
import { ReplyEditor } from './reply-editor.tsx';
import { ReplyItem } from './reply-item.tsx';
import { TopicPost } from './topic-post.tsx';

function NotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-semibold">{forumMessages.notFound}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{forumMessages.notFoundDetail}</p>
      <ButtonLink to={paths.forum} className="mt-6">
        Back to Forum
      </ButtonLink>
    </div>
  );
}

function TopicBody({ topic, signedIn, viewer }: { topic: Topic; signedIn: boolean; viewer: string }) {
  const qc = useQueryClient();
  // Replies after the first page load on demand ('Load more'); a reply seen twice (pages shift when one is deleted) shows once.
  const [wantMore, setWantMore] = useState(false);
  const more = useInfiniteQuery(moreRepliesQuery(topic.id, viewer, topic.repliesNextCursor, wantMore));
  const replies = [...new Map([...topic.replies, ...(wantMore ? (more.data?.pages.flatMap((p) => p.items) ?? []) : [])].map((r) => [r.id, r])).values()];
  const hasMore = wantMore && more.data ? more.hasNextPage : topic.repliesNextCursor !== null;
  const loadingMore = wantMore && (more.isFetching || more.isPending) && !more.isError;
  const loadMore = () => {
    if (!wantMore) setWantMore(true);
    else if (!more.data) void more.refetch();
    else void more.fetchNextPage();
  };
  const navigate = useNavigate();
  const [replyOpen, setReplyOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: forumKeys.all });
  };
  const del = useMutation({
    mutationFn: () => deleteTopic(topic.id),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: forumKeys.lists });
      navigate(paths.forum);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const lock = useMutation({
    mutationFn: () => lockTopic(topic.id, !topic.isLocked),
    onSuccess: refresh,
    onError: (e) => setError(errorMessage(e)),
  });

  return (
    <article aria-labelledby="topic-title">
      {editing ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="mb-4 text-xl font-semibold">Edit Discussion</h1>
          <TopicForm
            initial={{ title: topic.title, content: topic.content, tags: topic.tags, category: topic.category ?? '' }}
            submitLabel="Save Changes"
            busyLabel="Saving…"
            onCancel={() => setEditing(false)}
            onSubmit={async (v) => {
              await updateTopic(topic.id, { ...v, category: v.category || null });
              await refresh();
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <TopicPost
          topic={topic}
          signedIn={signedIn}
          actions={
            <div className="flex flex-wrap gap-1">
              {topic.canEdit && (
                <Button variant="ghost" onClick={() => setEditing(true)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </Button>
              )}
              {topic.canLock && (
                <Button variant="ghost" disabled={lock.isPending} onClick={() => lock.mutate()}>
                  {topic.isLocked ? <Unlock className="h-4 w-4" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
                  {topic.isLocked ? 'Unlock' : 'Lock'}
                </Button>
              )}
              {topic.canDelete && (
                <Button
                  variant="ghost"
                  className="text-red-600 dark:text-red-400"
                  disabled={del.isPending}
                  onClick={() => {
                    if (window.confirm('Delete this discussion and all its replies?')) del.mutate();
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          }
        />
      )}
      <SpacedAlert tone="error" text={error} className="mt-4" />

      <section className="mt-8" aria-labelledby="replies-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="replies-heading" className="text-xl font-semibold">
            Replies ({topic.replyCount})
          </h2>
          {signedIn ? (
            !topic.isLocked && (
              <Button id="reply-toggle" variant={replyOpen ? 'secondary' : 'primary'} aria-expanded={replyOpen} onClick={() => setReplyOpen((o) => !o)}>
                {replyOpen ? 'Cancel Reply' : 'Reply'}
              </Button>
            )
          ) : (
            <ButtonLink to={`${paths.login}?next=${encodeURIComponent(paths.forumTopic(topic.id))}`} variant="secondary">
              Sign in to Reply
            </ButtonLink>
          )}
        </div>
        <SpacedAlert tone="success" text={notice} className="mt-3" />
        {topic.isLocked && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{forumMessages.locked}</p>}
        {replyOpen && signedIn && (
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <ReplyEditor
              submitLabel="Post Reply"
              autoFocus
              onEscape={() => {
                setReplyOpen(false);
                document.getElementById('reply-toggle')?.focus();
              }}
              onSubmit={async (content) => {
                await createReply(topic.id, content);
                await refresh();
                setReplyOpen(false);
                // Replies are oldest first: with pages still to load, say where the new one is.
                const pending = wantMore
                  ? qc.getQueryData<InfiniteData<RepliesPage>>(forumKeys.moreReplies(topic.id, viewer))?.pages.at(-1)?.nextCursor
                  : qc.getQueryData(topicQuery(topic.id, viewer).queryKey)?.repliesNextCursor;
                setNotice(pending ? 'Your reply was posted. It is at the end of the discussion: load more replies to see it.' : 'Your reply was posted.');
              }}
            />
          </div>
        )}
        {replies.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            <p className="font-medium">No replies yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Be the first to reply to this discussion!</p>
          </div>
        ) : (
          <>
            <ul className="mt-4 space-y-3">
              {replies.map((r) => (
                <ReplyItem key={r.id} reply={r} signedIn={signedIn} onChanged={refresh} />
              ))}
            </ul>
            <div className="mt-4 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="replies-shown">
                {hasMore ? `Showing ${replies.length} of ${Math.max(topic.replyCount, replies.length)} replies` : ''}
              </p>
              {more.isError && <Alert tone="error">{errorMessage(more.error)}</Alert>}
              {hasMore && (
                <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more replies'}
                </Button>
              )}
            </div>
          </>
        )}
        {!signedIn && (
          <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">Sign in to participate</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Join the community to reply and vote on discussions.</p>
            <div className="mt-4 flex justify-center gap-3">
              <ButtonLink to={`${paths.login}?next=${encodeURIComponent(paths.forumTopic(topic.id))}`}>Sign In</ButtonLink>
              <ButtonLink to={paths.signup} variant="secondary">
                Sign Up
              </ButtonLink>
            </div>
          </div>
        )}
      </section>
    </article>
  );
}

/** /forum/{id}: the discussion, its replies and votes. Opening it counts one view (the server allows one per viewer per hour). */
export function TopicDetail({ id }: { id: string }) {
  const auth = useAuthState();
  const viewer = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const q = useQuery({ ...topicQuery(id, viewer), retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1 });
  const counted = useRef<string | null>(null);
  // The count the view request answered with: the topic request may have read the row before the
  // view was added (the two run side by side), so the higher of the two is shown.
  const [seenViews, setSeenViews] = useState<{ id: string; views: number } | null>(null);
  useEffect(() => {
    if (auth.status === 'loading' || counted.current === id) return;
    counted.current = id;
    recordView(id)
      .then((r) => setSeenViews({ id, views: r.views }))
      .catch(() => undefined);
  }, [id, auth.status]);
  const topic = q.data && seenViews?.id === id && seenViews.views > q.data.views ? { ...q.data, views: seenViews.views } : q.data;
  const t = q.data;
  useHead({
    title: t?.title ?? (q.isError ? forumMessages.notFound : 'Discussion'),
    description: t ? t.content.replace(/\s+/g, ' ').trim().slice(0, 160) : undefined,
    type: t ? 'article' : undefined,
    jsonLd: t
      ? ({ url }) => ({
          '@context': 'https://schema.org',
          '@type': 'DiscussionForumPosting',
          headline: t.title,
          text: t.content,
          url,
          datePublished: t.createdAt,
          dateModified: t.updatedAt,
          author: { '@type': 'Person', name: t.author.name },
          keywords: t.tags.length ? t.tags.join(', ') : undefined,
          commentCount: t.replyCount,
          interactionStatistic: [
            { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: t.replyCount },
            { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: t.views },
            { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: t.upvotes },
          ],
          comment: t.replies.map((r) => ({
            '@type': 'Comment',
            text: r.content,
            datePublished: r.createdAt,
            author: { '@type': 'Person', name: r.author.name },
          })),
        })
      : undefined,
  });

  return (
    <section>
      <BackToForum />
      <div className="mt-4">
        {q.isPending ? (
          <div className="space-y-4" aria-hidden="true">
            <div className="h-48 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
            <div className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
          </div>
        ) : q.isError ? (
          q.error instanceof ApiError && q.error.status === 404 ? (
            <NotFound />
          ) : (
            <Alert tone="error">{q.error.message}</Alert>
          )
        ) : (
          topic && <TopicBody topic={topic} signedIn={auth.status === 'signedIn'} viewer={viewer} />
        )}
      </div>
    </section>
  );
}
