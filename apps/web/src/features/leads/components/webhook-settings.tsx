import { errorText } from '@portal/shared/api';
import { WEBHOOK_SIGNATURE_HEADER, webhookMessages } from '@portal/shared/lead-webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { deleteWebhook, rotateWebhookSecret, saveWebhook, webhookKeys, webhookQuery } from '../api/leads-api.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** The lead webhook, its own screen (/vendor/webhook): https URL, the secret (shown once, rotatable), removal and the delivery log. */
export function WebhookSettings() {
  const qc = useQueryClient();
  const q = useQuery(webhookQuery());
  const [url, setUrl] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const done = (text: string) => async (res?: { secret?: string | null }) => {
    setResult({ tone: 'success', text });
    if (res?.secret) setSecret(res.secret);
    setUrl(null);
    await qc.invalidateQueries({ queryKey: webhookKeys.all });
  };
  const onError = (err: unknown) => setResult({ tone: 'error', text: errorText(err) });
  const save = useMutation({ mutationFn: saveWebhook, onSuccess: done(webhookMessages.saved), onError });
  const rotate = useMutation({ mutationFn: rotateWebhookSecret, onSuccess: done('A new secret was created.'), onError });
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => {
      setSecret(null);
      return done(webhookMessages.removed)();
    },
    onError,
  });
  const busy = save.isPending || rotate.isPending || remove.isPending;
  const hook = q.data?.webhook ?? null;
  const value = url ?? hook?.url ?? '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    save.mutate(value);
  };

  return (
    <section aria-labelledby="lead-webhook">
      <h1 id="lead-webhook" className="text-2xl font-semibold">
        {webhookMessages.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {webhookMessages.intro} Header <code>{WEBHOOK_SIGNATURE_HEADER}: t=&lt;unix time&gt;,v1=&lt;hex HMAC-SHA256 of "t.body"&gt;</code>.
      </p>
      {q.isPending ? (
        <div className="mt-4 h-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" aria-busy="true" />
      ) : q.isError ? (
        <div className="mt-4">
          <Alert tone="error">
            {webhookMessages.loadError} {errorText(q.error)}
          </Alert>
        </div>
      ) : (
        <>
          <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 md:flex-row md:items-end">
            <div className="flex-1">
              <Field label="Webhook URL" type="url" placeholder="https://crm.example.com/hooks/leads" value={value} onChange={(e) => setUrl(e.target.value)} />
            </div>
            <Button type="submit" disabled={busy}>
              {save.isPending ? 'Saving…' : 'Save webhook'}
            </Button>
          </form>
          {hook && (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <span>
                Secret ending in <code data-testid="webhook-secret-hint">{hook.secretHint}</code>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => rotate.mutate()}>
                Rotate secret
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
                Remove webhook
              </Button>
            </div>
          )}
          <div className="mt-3" aria-live="polite">
            {result && <Alert tone={result.tone}>{result.text}</Alert>}
          </div>
          {secret && (
            <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
              <p className="font-medium">{webhookMessages.secretOnce}</p>
              <code className="mt-1 block break-all" data-testid="webhook-secret">
                {secret}
              </code>
            </div>
          )}
          <WebhookDeliveries items={q.data.deliveries} />
        </>
      )}
    </section>
  );
}
