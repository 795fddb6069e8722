import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz } from './columns.ts';
import { memberRow } from './accounts.ts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: tz('valid_from'),
    validUntil: tz('valid_until'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_pct_check', sql`${t.discountPercentage} between 0 and 100`),
    check('discount_codes_uses_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 0)`),
  ],
);

/** Orders: amounts in minor units (paise for INR). */
export const orders = pgTable(
  'orders',
  {
    ...memberRow(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    planType: text('plan_type').notNull().default('yearly'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    status: text('status').notNull().default('created'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_status_check', sql`${t.status} in ('created','paid','failed')`),
    check('orders_plan_check', sql`${t.planType} in ('yearly')`),
    check('orders_amount_check', sql`${t.amount} >= 0`),
    check('orders_currency_check', sql`${t.currency} in ('INR')`),
  ],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    ...memberRow(),
    planType: text('plan_type').notNull().default('yearly'),
    status: text('status').notNull().default('active'),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(true),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userId, t.status),
    index('user_subscriptions_end_idx').on(t.status, t.endDate),
    check('user_subscriptions_status_check', sql`${t.status} in ('active','cancelled','expired')`),
    check('user_subscriptions_plan_check', sql`${t.planType} in ('yearly')`),
    check('user_subscriptions_pct_check', sql`${t.discountPercentage} between 0 and 100`),
  ],
);
