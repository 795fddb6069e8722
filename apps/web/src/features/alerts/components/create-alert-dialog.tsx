import { errorMessage } from '../../../lib/api-client.ts';
import { type AlertFrequency, alertFrequencies, alertFrequencyLabels, describeCriteria } from '@portal/shared/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { loginPathFor } from '../../../lib/guards.tsx';
import { keepForSignIn } from '../../../lib/pending-form.ts';
import { alertKeys, createAlert, criteriaFromParams } from '../api/alerts-api.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { PENDING_ALERT, type PendingAlert } from './pending-alert.ts';

/**
 * The job alert form (its own module: it brings the alert schema, and so zod, which the jobs list does not load until
 * it opens). A visitor may sign in to save it with their account instead of an e-mail address; a member whose session
 * ran out while saving signs in again: either way the alert is kept and, back on the list signed in, saved (`resume`).
 */
export function CreateAlertDialog({ onClose, resume }: { onClose: () => void; resume?: AlertFrequency }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const criteria = criteriaFromParams(params);
  const [frequency, setFrequency] = useState<AlertFrequency>(resume ?? 'daily');
  const keep = () => keepForSignIn(PENDING_ALERT, { search: location.search, frequency } satisfies PendingAlert);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => createAlert({ criteria, frequency, email: signedIn ? undefined : email.trim() }),
    onSuccess: async (r) => {
      setDone(r.message);
      await queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
    onError: (err) => {
      // The session ran out: the app sends them to sign in, and the alert goes with them.
      if (err instanceof ApiError && err.status === 401) keep();
      setError(errorMessage(err, 'Could not create the job alert'));
    },
  });
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when a member is back with the alert they were saving
  useEffect(() => {
    if (!resume || !signedIn || resumed.current) return;
    resumed.current = true;
    mutation.mutate();
  }, [signedIn]);
  const signIn = () => {
    keep();
    navigate(loginPathFor(location));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!signedIn && !email.trim()) {
      setError('Please enter your e-mail address');
      return;
    }
    mutation.mutate();
  };
  return (
    <Modal title="Create job alert" onClose={onClose}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            We will e-mail you new jobs that match: <strong>{describeCriteria(criteria)}</strong>.
          </p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">How often</legend>
            {alertFrequencies.map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-frequency`} value={f} checked={frequency === f} onChange={() => setFrequency(f)} />
                {alertFrequencyLabels[f]}
              </label>
            ))}
          </fieldset>
          {!signedIn && (
            <div className="space-y-1">
              <label htmlFor={`${id}-email`} className="block text-sm font-medium">
                Your e-mail
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={inputClass}
              />
              <p className="text-xs text-slate-500 dark:text-slate-400">We will send a link to confirm it first. Every alert e-mail has a link to stop it.</p>
              <p className="text-sm text-slate-700 dark:text-slate-200">
                Have an account?{' '}
                <button type="button" onClick={signIn} className="font-medium text-brand-700 underline dark:text-brand-300">
                  Sign in and save it
                </button>
              </p>
            </div>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <FormActions onCancel={onClose} busy={mutation.isPending} label="Create alert" busyLabel="Saving…" cancelVariant="ghost" />
        </form>
      )}
    </Modal>
  );
}
