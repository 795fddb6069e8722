import { errorText } from '@portal/shared/api-text';
import {
  type SourceDto,
  type SourceKind,
  sourceKindLabels,
  sourceKinds,
  sourceMessages,
  sourceRefLabels,
  sourceStateLines,
  sourceTitle,
} from '@portal/shared/sources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { addSource, removeSource, sourceKeys, sourcesQuery, syncSource } from '../api/sources-api.ts';

type Result = { tone: 'success' | 'error'; text: string } | null;

const placeholders: Record<SourceKind, string> = {
  greenhouse: 'e.g. quorvex (from boards.greenhouse.io/quorvex)',
  lever: 'e.g. quorvex (from jobs.lever.co/quorvex)',
  ashby: 'e.g. quorvex (from jobs.ashbyhq.com/quorvex)',
  feed: 'https://example.com/changelog/rss.xml',
  ical: 'https://example.com/webinars.ics',
};

function SourceCard({ s, busy, onSync, onRemove }: { s: SourceDto; busy: boolean; onSync: () => void; onRemove: () => void }) {
  const lines = sourceStateLines(s);
  const tone = s.status === 'error' ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-800';
  return (
    <li className={`rounded-lg border p-4 ${tone}`} data-testid="source-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-medium">{sourceTitle(s)}</p>
          {lines.map((l) => (
            <p key={l} className={`text-sm ${l.includes('failed:') ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
              {l}
            </p>
          ))}
          {s.warnings.length > 0 && (
            <details className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <summary>Items the last sync could not take ({s.lastSkipped})</summary>
              <ul className="mt-1 list-disc pl-5">
                {s.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={busy || s.pending} onClick={onSync}>
            {s.pending ? 'Syncing…' : 'Sync now'}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${sourceTitle(s)}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Connected sources of one vendor: add, state in plain words, 'Sync now', remove (docs/decisions/2211). */
/** `vendorId`: an admin's view of that vendor's sources; without it, the signed-in manager's own. */
export function SourcesPanel({ vendorId, heading: Heading = 'h2' }: { vendorId?: string; heading?: 'h1' | 'h2' }) {
  const owner = { vendorId };
  const qc = useQueryClient();
  const q = useQuery(sourcesQuery(owner));
  const [kind, setKind] = useState<SourceKind>('greenhouse');
  const [ref, setRef] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);
  const [removing, setRemoving] = useState<SourceDto | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: sourceKeys.list(owner) });
  const onError = (err: unknown) => setResult({ tone: 'error', text: errorText(err) });
  const add = useMutation({
    mutationFn: () => addSource(owner, { kind, ref: ref.trim() }),
    onSuccess: async () => {
      setRef('');
      setResult({ tone: 'success', text: sourceMessages.syncQueued });
      await refresh();
    },
    onError: (err) => {
      setFieldError(err instanceof ApiError ? err.fields?.ref : undefined);
      onError(err);
    },
  });
  const sync = useMutation({
    mutationFn: (id: string) => syncSource(owner, id),
    onSuccess: async () => {
      setResult({ tone: 'success', text: sourceMessages.syncQueued });
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeSource(owner, id),
    onSuccess: async () => {
      setRemoving(null);
      setResult({ tone: 'success', text: sourceMessages.removed });
      await refresh();
    },
    onError: (err) => {
      setRemoving(null);
      onError(err);
    },
  });
  const busy = add.isPending || sync.isPending || remove.isPending;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setFieldError(undefined);
    add.mutate();
  };

  return (
    <section aria-labelledby="connected-sources" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <Heading id="connected-sources" className={Heading === 'h1' ? 'text-2xl font-semibold' : 'text-lg font-semibold'}>
        {sourceMessages.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{sourceMessages.intro}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 md:flex-row md:items-end">
        <SelectField
          label="Kind of source"
          value={kind}
          onChange={(v) => setKind(v as SourceKind)}
          options={sourceKinds.map((k) => ({ value: k, label: sourceKindLabels[k] }))}
          className="md:w-72"
        />
        <div className="flex-1">
          <Field
            label={sourceRefLabels[kind]}
            placeholder={placeholders[kind]}
            value={ref}
            error={fieldError}
            onChange={(e) => setRef(e.target.value)}
            required
          />
        </div>
        <Button type="submit" disabled={busy}>
          {add.isPending ? 'Adding…' : 'Add source'}
        </Button>
      </form>
      <div className="mt-3" aria-live="polite">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
      </div>
      {q.isPending ? (
        <div className="mt-4 h-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" aria-busy="true" />
      ) : q.isError ? (
        <div className="mt-4">
          <Alert tone="error">
            {sourceMessages.loadError} {errorText(q.error)}
          </Alert>
        </div>
      ) : q.data.sources.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{sourceMessages.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {q.data.sources.map((s) => (
            <SourceCard key={s.id} s={s} busy={busy} onSync={() => sync.mutate(s.id)} onRemove={() => setRemoving(s)} />
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove source"
          message={`Stop syncing ${sourceTitle(removing)}? Items it brought in stay; edit or unpublish them as usual.`}
          confirmLabel="Remove"
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
