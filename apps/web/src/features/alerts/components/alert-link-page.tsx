import { errorMessage } from '../../../lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useTitle } from '../../../lib/use-title.ts';
import { confirmAlert, stopAlert } from '../api/alerts-api.ts';

const texts = {
  confirm: { title: 'Confirm your job alert', intro: 'Press the button to start receiving new matching jobs by e-mail.', action: 'Confirm job alert' },
  stop: { title: 'Stop this job alert', intro: 'Press the button to delete this job alert. You will get no more e-mails for it.', action: 'Stop job alert' },
} as const;

/**
 * The landing page of the links in alert e-mails. Opening it changes nothing (mail scanners follow
 * links): the change is a POST made by the button.
 */
export function AlertLinkPage({ kind }: { kind: keyof typeof texts }) {
  const t = texts[kind];
  useTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useMutation({ mutationFn: () => (kind === 'confirm' ? confirmAlert(token) : stopAlert(token)) });
  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      {mutation.isSuccess ? (
        <>
          <Alert tone="success">{mutation.data.message}</Alert>
          {mutation.data.summary && <p className="text-sm text-slate-600 dark:text-slate-300">{mutation.data.summary}</p>}
          <ButtonLink to="/jobs" variant="secondary">
            Browse jobs
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-200">{t.intro}</p>
          {mutation.isError && <Alert tone="error">{errorMessage(mutation.error, 'This link is invalid or has expired.')}</Alert>}
          <Button onClick={() => mutation.mutate()} disabled={!token || mutation.isPending}>
            {mutation.isPending ? 'Please wait…' : t.action}
          </Button>
        </>
      )}
    </div>
  );
}
