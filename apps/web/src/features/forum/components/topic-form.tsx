import { createTopicRequest, FORUM_TITLE_MAX, FORUM_TAG_MAX, forumCategories, normalizeTags } from '@portal/shared/forum';
import { Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { FormActions, FormField } from './forum-parts.tsx';

export type TopicValues = { title: string; content: string; tags: string[]; category: string };
type Errors = Partial<Record<'title' | 'content' | 'tags' | 'form', string>>;

/** Client-side check with the shared schema, so the messages are the server's. */
export function validateTopic(v: TopicValues): Errors {
  const r = createTopicRequest.safeParse(v);
  if (r.success) return {};
  const errors: Errors = {};
  for (const issue of r.error.issues) {
    const key = (issue.path[0] as keyof Errors) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

type Props = {
  initial?: TopicValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (v: TopicValues) => Promise<void>;
  /** Runs before validation with what was entered; return false to stop (a visitor is sent to sign in). */
  guard?: (v: TopicValues) => boolean;
  onCancel?: () => void;
};

export function TopicForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, guard }: Props) {
  const id = useId();
  const [values, setValues] = useState<TopicValues>(initial ?? { title: '', content: '', tags: [], category: '' });
  const [tagDraft, setTagDraft] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof TopicValues>(key: K, value: TopicValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // An error clears when its field is edited.
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  const addTag = () => {
    const next = normalizeTags([...values.tags, tagDraft.slice(0, FORUM_TAG_MAX)]);
    if (next.length !== values.tags.length) set('tags', next);
    setTagDraft('');
  };
  const onTagKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addTag();
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (guard && !guard(values)) return;
    const found = validateTopic(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...(err.fields as Errors | undefined), form: err.message });
      else setErrors({ form: 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const err = (k: keyof Errors) =>
    errors[k] ? (
      <p id={`${id}-${k}-err`} className="text-sm text-red-600 dark:text-red-400">
        {errors[k]}
      </p>
    ) : null;
  const described = (k: keyof Errors, extra = '') => [errors[k] ? `${id}-${k}-err` : '', extra].filter(Boolean).join(' ') || undefined;
  const titleLen = values.title.length;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.form && !errors.title && !errors.content && <Alert tone="error">{errors.form}</Alert>}
      <div className="space-y-1">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Title
          </label>
          <span
            id={`${id}-title-count`}
            className={`text-xs ${titleLen > FORUM_TITLE_MAX ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {titleLen}/{FORUM_TITLE_MAX}
          </span>
        </div>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="What would you like to discuss?"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title', `${id}-title-count`)}
        />
        {err('title')}
      </div>

      <FormField htmlFor={`${id}-category`} label="Category">
        <select id={`${id}-category`} className={inputClass} value={values.category} onChange={(e) => set('category', e.target.value)}>
          <option value="">Choose a category (optional)</option>
          {forumCategories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>

      <FormField htmlFor={`${id}-content`} label="Content">
        <textarea
          id={`${id}-content`}
          rows={8}
          className={inputClass}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          placeholder="Share details, context, and what you have tried..."
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content')}
        />
        {err('content')}
      </FormField>

      <FormField htmlFor={`${id}-tag`} label="Tags" className="space-y-2">
        <div className="flex gap-2">
          <input
            id={`${id}-tag`}
            className={inputClass}
            value={tagDraft}
            maxLength={FORUM_TAG_MAX}
            onChange={(e) => setTagDraft(e.target.value)}
            onKeyDown={onTagKey}
            placeholder="Add a tag and press Enter"
            aria-describedby={described('tags')}
          />
          <Button variant="secondary" onClick={addTag} aria-label="Add tag">
            <Plus className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        {values.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Added tags">
            {values.tags.map((t) => (
              <li key={t} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-sm dark:bg-slate-800">
                #{t}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-slate-200 dark:hover:bg-slate-700"
                  aria-label={`Remove tag ${t}`}
                  onClick={() =>
                    set(
                      'tags',
                      values.tags.filter((x) => x !== t),
                    )
                  }
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {err('tags')}
      </FormField>

      <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} className="flex flex-wrap gap-3" />
    </form>
  );
}
