import { contactSubjectLabels } from '@portal/shared/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Inbox, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState, SkeletonList } from '../../../components/ui/empty-state.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { contactKeys, type MessageFilters, markHandled, messagesQuery } from '../api/contact-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';

const statusLabels: Record<MessageFilters['status'], string> = { open: 'Open', handled: 'Handled', all: 'All' };

/** /admin/messages: contact-form messages, newest first; mark handled or open again. */
export function AdminMessages() {
  const qc = useQueryClient();
  const [filters, setFilters] = useState<MessageFilters>({ status: 'open', page: 1 });
  const [notice, setNotice] = useState<string | null>(null);
  const q = useQuery(messagesQuery(filters));
  const m = useMutation({
    mutationFn: (v: { id: string; handled: boolean }) => markHandled(v.id, v.handled),
    onSuccess: async (_r, v) => {
      setNotice(v.handled ? 'Message marked as handled.' : 'Message reopened.');
      await qc.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: (e) => setNotice(e instanceof ApiError ? e.message : 'Could not update the message'),
  });

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Contact Messages</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Messages sent through the contact form. {q.data ? `${q.data.openCount} open.` : ''}</p>
        </div>
        <div>
          <label htmlFor="msg-status" className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Status
          </label>
          <select
            id="msg-status"
            className={inputClass}
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as MessageFilters['status'], page: 1 })}
          >
            <OptionList values={Object.keys(statusLabels) as MessageFilters['status'][]} labels={statusLabels} />
          </select>
        </div>
      </div>
      <div className="mt-4" aria-live="polite">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <div className="mt-4">
        {q.isPending ? (
          <SkeletonList bar="h-28 rounded-lg bg-slate-100 dark:bg-slate-800" gap="space-y-3" />
        ) : q.isError ? (
          <Alert tone="error">{q.error.message}</Alert>
        ) : q.data.items.length === 0 ? (
          <EmptyState icon={Inbox}>
            <p className="mt-3 font-medium">No messages</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {filters.status === 'open' ? 'Every message has been handled.' : 'Nothing to show for this filter.'}
            </p>
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {q.data.items.map((msg) => (
                <li
                  key={msg.id}
                  className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                  data-testid="contact-message"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-medium">
                        {msg.fromPro && (
                          <span
                            className="mr-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-200"
                            title="Sent by a Pro member: priority support"
                          >
                            Pro<span className="sr-only"> member, priority support</span>
                          </span>
                        )}
                        {msg.name}{' '}
                        <a href={`mailto:${msg.email}`} className="text-sm font-normal text-brand-600 underline dark:text-brand-300">
                          {msg.email}
                        </a>
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {contactSubjectLabels[msg.subject]} · <time dateTime={msg.createdAt}>{formatDateTime(msg.createdAt)}</time>
                        {msg.handledAt && (
                          <>
                            {' '}
                            · Handled {formatDay(msg.handledAt)}
                            {msg.handledBy ? ` by ${msg.handledBy}` : ''}
                          </>
                        )}
                      </p>
                    </div>
                    {msg.handledAt ? (
                      <Button variant="secondary" disabled={m.isPending} onClick={() => m.mutate({ id: msg.id, handled: false })}>
                        <RotateCcw className="h-4 w-4" aria-hidden="true" />
                        Reopen
                      </Button>
                    ) : (
                      <Button disabled={m.isPending} onClick={() => m.mutate({ id: msg.id, handled: true })}>
                        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                        Mark handled
                      </Button>
                    )}
                  </div>
                  <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200">{msg.message}</p>
                </li>
              ))}
            </ul>
            <Pager page={q.data.page} totalPages={q.data.totalPages} onPage={(p) => setFilters((f) => ({ ...f, page: p }))} />
          </>
        )}
      </div>
    </section>
  );
}
