import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER } from '@portal/shared/lead-webhooks';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueue, jobType } from '../../lib/queue/job.ts';
import { vendorOf } from './leads.service.ts';
import * as q from './webhooks.queries.ts';
import { checkWebhookUrl, guardedLookup, WebhookUrlError } from './webhook-url.ts';

export const WEBHOOK_JOB = 'lead-webhook';
export const webhookJobPayload = z.object({ deliveryId: z.uuid() });
/** One attempt of one delivery; the queue retries it WEBHOOK_MAX_ATTEMPTS times with exponential back-off. */
export const webhookJob = jobType(WEBHOOK_JOB, webhookJobPayload, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
/** The whole attempt (connect, send, the complete answer) has this long; a receiver that trickles bytes is cut off. */
export const WEBHOOK_DEADLINE_MS = 10_000;

const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (the receiver recomputes and compares). */
export function signature(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

const settingsDto = (r: { url: string; secret: string; updated_at: Date | string }) => ({
  url: r.url,
  secretHint: r.secret.slice(-4),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const deliveryDto = (r: q.DeliveryRow) => {
  const member = (r.payload as { member?: { email?: string } }).member;
  return {
    id: r.id,
    event: r.event,
    memberEmail: member?.email ?? null,
    status: r.status as 'pending' | 'retrying' | 'delivered' | 'failed',
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
    deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
  };
};

async function validUrl(deps: Deps, raw: string) {
  try {
    return (await checkWebhookUrl(raw, deps.env.WEBHOOK_ALLOW_LOOPBACK)).toString();
  } catch (err) {
    if (err instanceof WebhookUrlError) throw new AppError('validation_error', err.message, { url: err.message });
    throw err;
  }
}

export async function getSettings(deps: Deps, user: AuthUser) {
  const vendor = await vendorOf(deps, user);
  const hook = await q.findWebhook(deps.db, vendor.id);
  const deliveries = await q.listDeliveries(deps.db, vendor.id, 20);
  return { webhook: hook ? settingsDto(hook) : null, deliveries: deliveries.map(deliveryDto) };
}

/** Sets the URL (checked: https, public addresses only). A new webhook gets a secret, returned once. */
export async function save(deps: Deps, user: AuthUser, body: { url: string }) {
  const vendor = await vendorOf(deps, user);
  const url = await validUrl(deps, body.url);
  const existing = await q.findWebhook(deps.db, vendor.id);
  const secret = existing ? null : newSecret();
  const row = await q.saveWebhook(deps.db, { vendorId: vendor.id, url, secret });
  if (!row) throw notFound('Webhook not found');
  return { webhook: settingsDto(row), secret };
}

export async function rotate(deps: Deps, user: AuthUser) {
  const vendor = await vendorOf(deps, user);
  const existing = await q.findWebhook(deps.db, vendor.id);
  if (!existing) throw notFound('Set a webhook URL first');
  const secret = newSecret();
  const row = await q.saveWebhook(deps.db, { vendorId: vendor.id, url: existing.url, secret });
  if (!row) throw notFound('Webhook not found');
  return { webhook: settingsDto(row), secret };
}

export async function remove(deps: Deps, user: AuthUser) {
  const vendor = await vendorOf(deps, user);
  await q.deleteWebhook(deps.db, vendor.id);
  return { success: true };
}

/**
 * A member started sharing with the vendor: when the vendor has a webhook, log a delivery and queue it
 * (the job queue retries with exponential back-off). Called by the consent module's service.
 */
export async function queueLeadShared(deps: Deps, p: { vendorId: string; userId: string; source: string }) {
  const hook = await q.findWebhook(deps.db, p.vendorId);
  if (!hook) return null;
  const member = await q.memberOf(deps.db, p.userId, p.vendorId);
  if (!member) return null;
  const payload = {
    event: 'lead.shared',
    createdAt: new Date().toISOString(),
    vendor: { id: p.vendorId, name: member.vendorName },
    source: p.source,
    member: { id: p.userId, name: member.name, email: member.email, jobTitle: member.jobTitle, company: member.company },
  };
  const id = await q.insertDelivery(deps.db, { vendorId: p.vendorId, event: 'lead.shared', url: hook.url, payload });
  if (!id) return null;
  await enqueue(deps.db, webhookJob, { deliveryId: id }, { dedupeKey: `webhook:${id}` });
  deps.nudge();
  return id;
}

/**
 * An admin retries a failed delivery (Admin › System): its attempts start again and it is queued as a new job.
 * Returns what the audit entry records, or null when the delivery is not a failed one. The delivery job checks
 * again that the member still shares and that the address is allowed.
 */
export async function retryFailedDelivery(db: Db, id: string) {
  const d = await q.resetFailedDelivery(db, id);
  if (!d) return null;
  await enqueue(db, webhookJob, { deliveryId: d.id }, { dedupeKey: `webhook:${d.id}:retry:${Date.now()}` });
  return { vendorId: d.vendor_id, url: d.url, lastError: d.last_error };
}

/** The member stopped sharing with the vendor (or with every vendor): their details leave the delivery log. */
export async function forgetMember(deps: Deps, p: { userId: string; vendorId: string | null }) {
  await q.forgetMember(deps.db, p.userId, p.vendorId);
}

function post(deps: Deps, url: URL, body: string, headers: Record<string, string>, deadlineMs = WEBHOOK_DEADLINE_MS): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'AITestingHub-Webhooks/1' },
        lookup: guardedLookup(deps.env.WEBHOOK_ALLOW_LOOPBACK),
        timeout: deadlineMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          clearTimeout(deadline);
          resolve(res.statusCode ?? 0);
        });
        res.on('error', reject);
      },
    );
    // A total deadline, not only an idle one: a receiver sending one byte every few seconds never goes idle.
    const deadline = setTimeout(() => req.destroy(new Error(`No complete answer within ${deadlineMs / 1000} s`)), deadlineMs);
    req.on('error', (err) => {
      clearTimeout(deadline);
      reject(err);
    });
    req.end(body);
  });
}

/**
 * The job: one attempt of one delivery. The member must still be sharing, the URL is checked again
 * (and the connection's address by the guarded lookup); redirects are not followed; 2xx = delivered.
 * A failure is recorded and thrown so the queue retries; after the last attempt it is 'failed'.
 */
export async function deliver(deps: Deps, deliveryId: string, deadlineMs = WEBHOOK_DEADLINE_MS) {
  const d = await q.startAttempt(deps.db, deliveryId);
  if (!d) return;
  const hook = await q.findWebhook(deps.db, d.vendor_id);
  const userId = (d.payload as { member?: { id?: string } }).member?.id ?? '';
  const stop = async (error: string) => q.finishAttempt(deps.db, d.id, { status: 'failed', statusCode: null, error });
  if (!hook) return stop('The webhook was removed');
  if (!userId || !(await q.stillShared(deps.db, userId, d.vendor_id))) return stop('The member withdrew consent before delivery');
  let statusCode: number | null = null;
  try {
    const url = await checkWebhookUrl(hook.url, deps.env.WEBHOOK_ALLOW_LOOPBACK);
    const body = JSON.stringify({ id: d.id, ...d.payload });
    const t = Math.floor(Date.now() / 1000);
    statusCode = await post(
      deps,
      url,
      body,
      { [WEBHOOK_SIGNATURE_HEADER]: signature(hook.secret, body, t), 'X-AITH-Delivery': d.id, 'X-AITH-Event': d.event },
      deadlineMs,
    );
    if (statusCode < 200 || statusCode >= 300) throw new Error(`The endpoint answered HTTP ${statusCode}`);
    await q.finishAttempt(deps.db, d.id, { status: 'delivered', statusCode, error: null });
  } catch (err) {
    const message = String((err as Error)?.message ?? err);
    const last = d.attempts >= WEBHOOK_MAX_ATTEMPTS;
    await q.finishAttempt(deps.db, d.id, { status: last ? 'failed' : 'retrying', statusCode, error: message });
    if (!last) throw new Error(message);
  }
}
