import { type DigestType, digestMessages, digestTypeLabels, digestTypes } from '@portal/shared/digests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import { digestKeys, digestUsersQuery, triggerDigest } from '../api/digests-api.ts';

const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** Digest type, an optional test user (searchable list ordered by e-mail) and the Trigger button. */
export function DigestTriggerForm() {
  const qc = useQueryClient();
  const [digestType, setDigestType] = useState<DigestType>('weekly');
  const [userId, setUserId] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const debounced = useDebounced(search.trim(), 250);

  const users = useQuery(digestUsersQuery(debounced));
  const m = useMutation({
    mutationFn: () => triggerDigest({ digestType, userId: userId || undefined }),
    onSuccess: async (r) => {
      setStatus({ tone: 'success', text: r.message });
      await qc.invalidateQueries({ queryKey: digestKeys.all });
    },
    onError: (e) => setStatus({ tone: 'error', text: digestMessages.triggerError(e.message) }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    m.mutate();
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="digest-trigger-heading"
    >
      <h2 id="digest-trigger-heading" className="text-lg font-semibold">
        Trigger a digest
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Sends the digest now to every member who opted in, or only to the chosen test user. A member already sent this period's digest is not e-mailed again.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor="digest-type" className={labelClass}>
            Digest type
          </label>
          <select id="digest-type" className={inputClass} value={digestType} onChange={(e) => setDigestType(e.target.value as DigestType)}>
            <OptionList values={digestTypes} labels={digestTypeLabels} />
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="digest-user-search" className={labelClass}>
            Find a test user
          </label>
          <input
            id="digest-user-search"
            type="search"
            className={inputClass}
            placeholder="Search by e-mail or name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="digest-user" className={labelClass}>
            Test user (optional)
          </label>
          <select id="digest-user" className={inputClass} value={userId} onChange={(e) => setUserId(e.target.value)} aria-busy={users.isFetching || undefined}>
            <option value="">All subscribed members</option>
            {userId && !users.data?.items.some((u) => u.id === userId) && <option value={userId}>Selected user</option>}
            {users.data?.items.map((u) => (
              <option key={u.id} value={u.id}>
                {u.fullName ? `${u.email} (${u.fullName})` : u.email}
              </option>
            ))}
          </select>
          {users.isError && <p className="text-sm text-red-600 dark:text-red-400">{users.error.message}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={m.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {m.isPending ? 'Triggering...' : 'Trigger'}
        </Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
      </div>
    </form>
  );
}
