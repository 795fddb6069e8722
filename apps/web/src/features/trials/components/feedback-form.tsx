import { errorMessage } from '../../../lib/api-client.ts';
import { reviewMessages, trialMessages } from '@portal/shared/trials';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { submitFeedback } from '../api/trials-api.ts';
import { RatingInput } from './rating-input.tsx';

/** Rating 1-5 required ('Please provide a rating'); text optional. Submitting completes the activation. */
export function FeedbackForm({ activationId, onDone, onCancel }: { activationId: string; onDone: () => void; onCancel: () => void }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const mutation = useMutation({
    mutationFn: () => submitFeedback(activationId, { rating, feedback: text.trim() || undefined, publishReview: publish }),
    onSuccess: onDone,
    onError: (err) => setError(errorMessage(err, trialMessages.feedbackFailed)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (rating < 1 || rating > 5) {
      setError(trialMessages.ratingRequired);
      return;
    }
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Share Feedback">
      <div>
        <p id={`${id}-rating`} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          Rating
        </p>
        <RatingInput
          value={rating}
          onChange={(v) => {
            setRating(v);
            if (error === trialMessages.ratingRequired) setError(null);
          }}
          labelledBy={`${id}-rating`}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Feedback (optional)
        </label>
        <textarea id={`${id}-text`} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
        <span>
          {reviewMessages.publishLabel}
          <span className="block text-xs text-slate-500 dark:text-slate-400">Shown with your name (never your e-mail). You can withdraw it at any time.</span>
        </span>
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Submitting…' : 'Submit Feedback'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
