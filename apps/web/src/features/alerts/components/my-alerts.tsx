import { errorMessage } from '../../../lib/api-client.ts';
import { type AlertFrequency, alertFrequencies, alertFrequencyLabels } from '@portal/shared/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { alertKeys, deleteAlert, myAlertsQuery, updateAlert } from '../api/alerts-api.ts';

/** Frequencies changed on the page and not saved yet, by alert id. */
export type AlertDraft = Record<string, AlertFrequency>;

/** Saves the changed frequencies (part of Preferences' one Save Changes, docs/decisions/2105). */
export async function saveAlertDraft(draft: AlertDraft) {
  await Promise.all(Object.entries(draft).map(([id, frequency]) => updateAlert(id, frequency)));
}

/**
 * 'Job alerts' in Preferences: each saved search with its frequency and Delete. A frequency changed here is kept in
 * `draft` and saved with the page's Save Changes (`onDraft`); Delete acts at once.
 */
export function MyAlerts({ draft, onDraft }: { draft: AlertDraft; onDraft: (next: AlertDraft) => void }) {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : '';
  const q = useQuery({ ...myAlertsQuery(userId), enabled: !!userId });
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertKeys.all });
  const remove = useMutation({ mutationFn: deleteAlert, onSuccess: refresh, onError: (e) => setError(errorMessage(e, 'Could not delete the job alert')) });
  return (
    <section aria-labelledby="job-alerts-title" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="job-alerts-title" className="text-lg font-semibold">
        Job alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">New jobs matching a saved search, by e-mail.</p>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {q.isPending && <div role="status" aria-label="Loading job alerts" className="mt-3 h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}
      {q.data && q.data.items.length === 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          You have no job alerts. Search or filter the{' '}
          <Link to="/jobs" className="text-brand-700 underline dark:text-brand-100">
            jobs list
          </Link>{' '}
          and choose 'Create job alert'.
        </p>
      )}
      {q.data && q.data.items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {q.data.items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="min-w-0 flex-1 text-sm">{a.summary}</span>
              <label className="sr-only" htmlFor={`alert-${a.id}`}>
                How often: {a.summary}
              </label>
              <select
                id={`alert-${a.id}`}
                value={draft[a.id] ?? a.frequency}
                className={`${inputClass} w-auto`}
                onChange={(e) => {
                  const frequency = e.target.value as AlertFrequency;
                  const { [a.id]: _, ...rest } = draft;
                  onDraft(frequency === a.frequency ? rest : { ...rest, [a.id]: frequency });
                }}
              >
                {alertFrequencies.map((f) => (
                  <option key={f} value={f}>
                    {alertFrequencyLabels[f]}
                  </option>
                ))}
              </select>
              <Button variant="ghost" onClick={() => remove.mutate(a.id)} aria-label={`Delete job alert: ${a.summary}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
