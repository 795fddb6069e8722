import { createReplyRequest, forumMessages } from '@portal/shared/forum';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

import { errorMessage } from '../../../lib/api-client.ts';
import { FormActions } from './forum-parts.tsx';

/** Plain text with line breaks: React text nodes, never HTML. */
export function PostText({ text }: { text: string }) {
  return <div className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{text}</div>;
}

export function ReplyEditor({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onEscape = onCancel,
  autoFocus,
}: {
  initial?: string;
  submitLabel: string;
  onSubmit: (c: string) => Promise<void>;
  /** Absent for a new reply: the 'Cancel Reply' toggle above the form already cancels it. Escape cancels too. */
  onCancel?: () => void;
  onEscape?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [content, setContent] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createReplyRequest.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? forumMessages.contentRequired);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(content);
      setContent('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onEscape) {
          e.stopPropagation();
          onEscape();
        }
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Your reply
      </label>
      <textarea
        id={id}
        rows={4}
        className={inputClass}
        value={content}
        // biome-ignore lint/a11y/noAutofocus: the editor opens because the user asked for it
        autoFocus={autoFocus}
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        placeholder="Share your thoughts..."
      />
      {error && (
        <p id={`${id}-err`} className="text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel="Posting…" onCancel={onCancel} className="flex gap-2" />
    </form>
  );
}
