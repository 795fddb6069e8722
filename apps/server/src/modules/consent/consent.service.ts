import { type ConsentDecisionRequest, type ConsentNeeded, type ConsentSource, consentMessages, consentWordings } from '@portal/shared/consent';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import * as webhooks from '../leads/webhooks.service.ts';
import * as q from './consent.queries.ts';

/** Decisions a member may record per hour (each Share can send a webhook to the vendor). */
const DECISIONS_PER_HOUR = 60;

/**
 * What a like / registration / activation answer carries: the vendor to ask about when the member has
 * never answered for it (asked once per vendor; 'Not now' is an answer too), else undefined (left out).
 */
export async function consentPrompt(db: Db, userId: string, vendorId: string | null | undefined, source: ConsentSource): Promise<ConsentNeeded | undefined> {
  if (!vendorId) return undefined;
  if (await q.findConsent(db, userId, vendorId)) return undefined;
  const vendor = await q.findVendor(db, vendorId);
  return vendor ? { vendorId: vendor.id, vendorName: vendor.name, source } : undefined;
}

/** True only when the member chose Share for this vendor (no decision = not shared). */
export async function isShared(db: Db, userId: string, vendorId: string): Promise<boolean> {
  return (await q.findConsent(db, userId, vendorId))?.shared === true;
}

/**
 * Records Share / Not now / Withdraw with the exact wording shown (rendered here from the versioned
 * key and the vendor's name, never taken from the client). A member who starts sharing becomes a new
 * consenting lead: the vendor's webhook, if any, is queued.
 */
export async function decide(deps: Deps, userId: string, body: ConsentDecisionRequest) {
  const vendor = await q.findVendor(deps.db, body.vendorId);
  if (!vendor) throw notFound(consentMessages.vendorNotFound);
  await enforceLimit(deps.db, 'lead-consent', userId, DECISIONS_PER_HOUR, 3600, 'Too many changes. Please try again later.');
  const wording = consentWordings[body.wordingKey](vendor.name);
  const { previous } = await q.saveDecision(deps.db, {
    userId,
    vendorId: vendor.id,
    shared: body.shared,
    wordingKey: body.wordingKey,
    wording,
    source: body.source,
  });
  if (body.shared && previous !== true) {
    try {
      await webhooks.queueLeadShared(deps, { vendorId: vendor.id, userId, source: body.source });
    } catch (err) {
      deps.log.warn({ err, vendorId: vendor.id }, 'queueing the lead webhook failed');
    }
  }
  if (!body.shared) await webhooks.forgetMember(deps, { userId, vendorId: vendor.id });
  const consent = await q.consentOf(deps.db, userId, vendor.id);
  if (!consent) throw notFound(consentMessages.vendorNotFound);
  return { consent };
}

export async function myConsents(db: Db, userId: string) {
  return { items: await q.listForUser(db, userId) };
}
