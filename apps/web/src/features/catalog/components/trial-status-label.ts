import type { TrialItem } from '@portal/shared/catalog-api';

/** List-card label of a trial that cannot be activated now. */
export function unavailableLabel(trial: TrialItem, now = Date.now()): string {
  return trial.status === 'active' && new Date(trial.startDate).getTime() > now ? 'Coming Soon' : 'No Longer Available';
}
