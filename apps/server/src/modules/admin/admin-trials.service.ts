import type { ReminderType } from '@portal/shared/admin';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../lib/audit.ts';
import { emailDay, queueFanout } from './admin-mail.service.ts';
import { trialQueries } from './admin-trials.queries.ts';

const texts: Record<ReminderType, { subject: string; content: string; action: string }> = {
  activation: {
    subject: 'Try {{product_name}} free for {{trial_period_days}} days',
    content:
      'Hi {{user_name}},\n\n{{vendor_name}} offers a free {{trial_period_days}}-day trial of {{product_name}}. You follow {{vendor_name}}, so we thought you would like to know.\n\nActivate it before {{end_date}}.',
    action: 'Activate the trial',
  },
  start: {
    subject: 'Get started with your {{product_name}} trial',
    content: 'Hi {{user_name}},\n\nYour {{product_name}} trial is active. Open the product with the link below and make the most of it.',
    action: 'Open {{product_name}}',
  },
  feedback: {
    subject: 'How is {{product_name}} working for you?',
    content: 'Hi {{user_name}},\n\nPlease rate your {{product_name}} trial and leave a short comment on My Trials. It helps other testers choose.',
    action: 'Rate the trial',
  },
  expiry: {
    subject: 'Your {{product_name}} trial ends on {{expiry_date}}',
    content: 'Hi {{user_name}},\n\nYour {{product_name}} trial ends on {{expiry_date}}. There is still time to try what you have not tried yet.',
    action: 'Open {{product_name}}',
  },
  completion: {
    subject: 'Your {{product_name}} trial has ended',
    content:
      'Hi {{user_name}},\n\nYour {{product_name}} trial has ended. Thank you for trying it. Tell us how it went, and talk to {{vendor_name}} about what comes next.',
    action: 'Rate the trial',
  },
};

/** Sends one kind of trial reminder to the members it concerns; at most one of each kind per member, trial and day. */
export async function sendTrialReminder(deps: Deps, actor: Actor, trialId: string, type: ReminderType) {
  const trial = await trialQueries.find(deps.db, trialId);
  if (!trial) throw new AppError('not_found', 'Product trial not found');
  const t = texts[type];
  const base = {
    product_name: trial.productName,
    vendor_name: trial.vendor?.name ?? '',
    trial_period_days: trial.trialPeriodDays,
    end_date: emailDay(trial.endDate),
  };
  const url =
    type === 'start' || type === 'expiry' ? trial.accessLink : `${deps.env.APP_URL}${type === 'activation' ? `/product-trials/${trialId}` : '/user-trials'}`;
  const today = new Date().toISOString().slice(0, 10);
  return queueFanout(
    deps,
    actor,
    {
      audience: { kind: 'trial', trialId, vendorId: trial.vendorId, type },
      templateName: null,
      template: { subject: t.subject, content: t.content },
      vars: base,
      dedupe: { prefix: `trial-reminder:${trialId}:${type}:`, suffix: `:${today}` },
      action: { label: t.action.replace('{{product_name}}', trial.productName), url },
    },
    { action: `send_trial_reminder_${type}`, entityType: 'product_trial', entityId: trialId },
  );
}
