import { canAccessTrial, trialMessages } from '@portal/shared/trials';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './trials.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
/** The vendor's access link only while the member's activation gives access. */
const linkFor = (a: q.ActivationRow | null, link: string) => (a && canAccessTrial({ status: a.status, expiryDate: a.expiry_date }) ? link : null);

export function activationDto(a: q.ActivationRow) {
  return {
    id: a.id,
    trialId: a.trial_id,
    activationDate: iso(a.activation_date),
    expiryDate: iso(a.expiry_date),
    status: a.status,
    feedback: a.feedback,
    rating: a.rating,
  };
}

/** The side panel's data: the trial's public fields, and the member's activation (access link only then). */
export async function trialAccess(deps: Deps, trialId: string, userId: string | null) {
  const trial = await q.findTrial(deps.db, trialId);
  if (!trial) throw new AppError('not_found', trialMessages.notFound);
  const activation = userId ? await q.findActivation(deps.db, userId, trialId) : null;
  return {
    trial: {
      id: trial.id,
      productName: trial.product_name,
      description: trial.description,
      vendorId: trial.vendor_id,
      vendorName: trial.vendor_name,
      trialPeriodDays: trial.trial_period_days,
      startDate: iso(trial.start_date),
      endDate: iso(trial.end_date),
      status: trial.status,
      activatable: trial.activatable,
      accessLink: linkFor(activation, trial.access_link),
    },
    activation: activation ? activationDto(activation) : null,
  };
}

/** One activation per member and trial; a second attempt returns the existing one and creates nothing. */
export async function activate(deps: Deps, userId: string, trialId: string) {
  const created = await q.insertActivation(deps.db, userId, trialId);
  const trial = await q.findTrial(deps.db, trialId);
  if (!trial) throw new AppError('not_found', trialMessages.notFound);
  if (created) {
    try {
      await q.insertInteraction(deps.db, {
        userId,
        vendorId: trial.vendor_id,
        contentType: 'product_trial',
        contentId: trialId,
        interactionType: 'trial_activation',
      });
    } catch (err) {
      deps.log.warn({ err, trialId }, 'recording the trial_activation interaction failed');
    }
    return { created: true, activation: activationDto(created), accessLink: linkFor(created, trial.access_link) };
  }
  const existing = await q.findActivation(deps.db, userId, trialId);
  if (existing) return { created: false, activation: activationDto(existing), accessLink: linkFor(existing, trial.access_link) };
  const opensLater = trial.status === 'active' && new Date(trial.start_date).getTime() > Date.now();
  throw new AppError('unprocessable', opensLater ? trialMessages.notStarted : trialMessages.notAvailable);
}

export async function submitFeedback(deps: Deps, userId: string, activationId: string, rating: number, feedback: string | null) {
  const row = await q.completeActivation(deps.db, userId, activationId, rating, feedback);
  if (!row) throw new AppError('not_found', trialMessages.activationNotFound);
  return activationDto(row);
}

type OwnRow = NonNullable<Awaited<ReturnType<typeof q.findOwnActivation>>>;
const myTrialDto = (r: OwnRow) => ({
  ...activationDto(r),
  productName: r.product_name,
  vendorId: r.vendor_id,
  vendorName: r.vendor_name,
  accessLink: linkFor(r, r.access_link),
  trialPeriodDays: r.trial_period_days,
});

export async function getOwnActivation(deps: Deps, userId: string, activationId: string) {
  const row = await q.findOwnActivation(deps.db, userId, activationId);
  if (!row) throw new AppError('not_found', trialMessages.activationNotFound);
  return myTrialDto(row);
}

export async function myTrials(deps: Deps, userId: string, page: { limit: number; offset: number }) {
  const rows = await q.listOwnActivations(deps.db, userId, page.limit, page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await q.countOwnActivations(deps.db, userId) : 0);
  return { items: rows.map(myTrialDto), total };
}
