import { type EmailTemplate, SUBJECT_MAX, templateKindLabels, unknownVariables } from '@portal/shared/email-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { emailTemplateKeys, emailTemplatePreviewQuery, sendTestEmailTemplate, updateEmailTemplate } from '../api/email-templates-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { Modal } from '../../../components/ui/modal.tsx';

type Target = 'subject' | 'content';

/** A label, its control and the control's error (`${id}-err`). */
function Labelled({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-err`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Edit one template: subject, content, variables to insert at the cursor, live preview, test e-mail, save. */
export function TemplateEditModal({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const qc = useQueryClient();
  const [subject, setSubject] = useState(template.subject);
  const [content, setContent] = useState(template.content);
  const subjectRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<Target>('content');
  const [error, setError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { subject: useId(), content: useId(), vars: useId() };

  const draft = useDebounced({ kind: template.kind, subject, content }, 400);
  const preview = useQuery(emailTemplatePreviewQuery(draft));
  const unknown = unknownVariables(template.kind, subject, content);

  const onError = (e: unknown) => {
    setNotice(null);
    setError(e instanceof ApiError ? { message: e.message, fields: e.fields } : { message: 'Something went wrong. Please try again.' });
  };
  const save = useMutation({
    mutationFn: () => updateEmailTemplate(template.id, { subject, content }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: emailTemplateKeys.all });
      onClose();
    },
    onError,
  });
  const test = useMutation({
    mutationFn: () => sendTestEmailTemplate(template.id, { subject, content }),
    onSuccess: (r) => {
      setError(null);
      setNotice(r.message);
    },
    onError,
  });

  function insert(variable: string) {
    const token = `{{${variable}}}`;
    const target = lastFocused.current;
    const el = target === 'subject' ? subjectRef.current : contentRef.current;
    const value = target === 'subject' ? subject : content;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + token + value.slice(end);
    (target === 'subject' ? setSubject : setContent)(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    save.mutate();
  }

  const fieldError = (f: Target) => error?.fields?.[f];
  /** Value, focus tracking (where variables go) and error links of the subject or the content. */
  const bind = (t: Target) => ({
    id: ids[t],
    value: t === 'subject' ? subject : content,
    required: true,
    onFocus: () => {
      lastFocused.current = t;
    },
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => (t === 'subject' ? setSubject : setContent)(e.target.value),
    'aria-invalid': fieldError(t) ? true : undefined,
    // The content is also described by the variables' instructions.
    'aria-describedby': [fieldError(t) ? `${ids[t]}-err` : '', t === 'content' ? ids.vars : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <Modal title={`Edit Template: ${template.name}`} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <Alert tone="error">{error.message}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        <p className="text-sm text-slate-600 dark:text-slate-400">Kind: {templateKindLabels[template.kind]}</p>

        <Labelled id={ids.subject} label="Subject" error={fieldError('subject')}>
          <input ref={subjectRef} className={inputClass} maxLength={SUBJECT_MAX} {...bind('subject')} />
        </Labelled>

        <Labelled id={ids.content} label="Content" error={fieldError('content')}>
          <textarea ref={contentRef} className={`${inputClass} font-mono`} rows={8} {...bind('content')} />
        </Labelled>

        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Available variables</legend>
          <p id={ids.vars} className="text-xs text-slate-500 dark:text-slate-400">
            Click a variable to insert it at the cursor in the subject or content.
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {template.variables.map((v) => (
              <li key={v}>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(v)}
                  aria-label={`Insert {{${v}}}`}
                  className="rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                >{`{{${v}}}`}</button>
              </li>
            ))}
          </ul>
          {unknown.length > 0 && (
            <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">Not available for this kind: {unknown.map((u) => `{{${u}}}`).join(', ')}</p>
          )}
        </fieldset>

        <section aria-labelledby={`${ids.vars}-preview`} className="rounded-md border border-slate-200 dark:border-slate-700">
          <h3 id={`${ids.vars}-preview`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold dark:border-slate-700">
            Preview <span className="font-normal text-slate-500 dark:text-slate-400">(sample data)</span>
          </h3>
          <div className="space-y-2 px-3 py-3 text-sm" aria-live="polite" aria-busy={preview.isFetching} data-testid="template-preview">
            {preview.isError ? (
              <p className="text-red-600 dark:text-red-400">{preview.error.message}</p>
            ) : !preview.data ? (
              <div className="h-16 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            ) : (
              <>
                <p>
                  <span className="font-medium">Subject: </span>
                  <span data-testid="preview-subject">{preview.data.subject}</span>
                </p>
                <div className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 dark:bg-slate-800" data-testid="preview-text">
                  {preview.data.text}
                </div>
                <details>
                  <summary className="cursor-pointer text-slate-600 dark:text-slate-400">HTML version (values escaped)</summary>
                  <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs dark:bg-slate-800">
                    {preview.data.html}
                  </pre>
                </details>
              </>
            )}
          </div>
        </section>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {test.isPending ? 'Sending...' : 'Send test e-mail'}
          </Button>
          <SubmitRow onCancel={onClose} busy={save.isPending} label="Save" className="flex flex-col-reverse gap-2 sm:flex-row" />
        </div>
      </form>
    </Modal>
  );
}
