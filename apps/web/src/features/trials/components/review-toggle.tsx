import type { ActivationDto } from '@portal/shared/trials';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { publishReview, reviewKeys, trialKeys } from '../api/trials-api.ts';

/** After a rated trial: whether the member's review is public, and one click to publish or withdraw it. */
export function ReviewToggle({ activation }: { activation: ActivationDto }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (published: boolean) => publishReview(activation.id, published),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: trialKeys.all }), queryClient.invalidateQueries({ queryKey: reviewKeys.all })]),
    onError: (err) => setError(errorMessage(err, 'Could not update your review')),
  });
  if (activation.status !== 'completed' || !activation.rating) return null;
  const text = !activation.reviewPublished
    ? 'Your rating is private. Publishing it helps other testers choose.'
    : activation.reviewHidden
      ? 'Your review was hidden by a moderator.'
      : 'Your review is published on this page.';
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="review-toggle">
      <p className="text-slate-700 dark:text-slate-200">{text}</p>
      <Button variant="secondary" className="w-full" disabled={mutation.isPending} onClick={() => mutation.mutate(!activation.reviewPublished)}>
        {activation.reviewPublished ? 'Withdraw my review' : 'Publish as a review'}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
