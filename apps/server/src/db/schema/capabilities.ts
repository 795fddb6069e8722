import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userId, userRef } from './accounts.ts';
import { userTrialActivations } from './activity.ts';
import { vendorId } from './catalog.ts';
import { createdAt, timestamps, tz } from './columns.ts';

/*
 * Vendor capability profiles, comparisons and the vendor roll-up of trial reviews (docs/decisions/2301).
 */

/** The admin-managed taxonomy: capability categories, frameworks, languages and CI integrations. */
export const vendorTaxonomy = pgTable(
  'vendor_taxonomy',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    check('vendor_taxonomy_kind_check', sql`${t.kind} in ('category','framework','language','ci')`),
    check('vendor_taxonomy_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 60`),
    check('vendor_taxonomy_name_len', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** A vendor's one-value claims, each with the time an admin last confirmed it. */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    vendorId: vendorId().primaryKey(),
    deployment: text('deployment'),
    deploymentConfirmedAt: tz('deployment_confirmed_at'),
    pricingModels: text('pricing_models').array().notNull().default(sql`'{}'::text[]`),
    /** The public 'from' price in minor units, with its currency and unit ('per user / month'); null when not public. */
    priceFrom: integer('price_from'),
    priceCurrency: text('price_currency').notNull().default('USD'),
    priceUnit: text('price_unit'),
    pricingConfirmedAt: tz('pricing_confirmed_at'),
    /** The vendor's own free trial length in days (null: no free trial). */
    freeTrialDays: integer('free_trial_days'),
    trialConfirmedAt: tz('trial_confirmed_at'),
    docsUrl: text('docs_url'),
    pricingUrl: text('pricing_url'),
    statusUrl: text('status_url'),
    linksConfirmedAt: tz('links_confirmed_at'),
    ...timestamps,
  },
  (t) => [
    index('vendor_profiles_deployment_idx').on(t.deployment),
    index('vendor_profiles_pricing_idx').using('gin', t.pricingModels),
    index('vendor_profiles_trial_idx').on(t.freeTrialDays).where(sql`${t.freeTrialDays} > 0`),
    check('vendor_profiles_deployment_check', sql`${t.deployment} is null or ${t.deployment} in ('saas','self-hosted','both')`),
    check('vendor_profiles_pricing_check', sql`${t.pricingModels} <@ array['free-tier','per-seat','usage-based','enterprise']::text[]`),
    check('vendor_profiles_price_check', sql`${t.priceFrom} is null or ${t.priceFrom} >= 0`),
    check('vendor_profiles_currency_check', sql`${t.priceCurrency} in ('USD','EUR','GBP','INR','CAD','AUD')`),
    check('vendor_profiles_trial_check', sql`${t.freeTrialDays} is null or ${t.freeTrialDays} between 1 and 365`),
  ],
);

/** A vendor's claim of one taxonomy term (supports Playwright, does visual AI…), confirmed at a time. */
export const vendorTags = pgTable(
  'vendor_tags',
  {
    vendorId: vendorId(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    confirmedAt: tz('confirmed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.kind, t.slug] }),
    index('vendor_tags_term_idx').on(t.kind, t.slug, t.vendorId),
    foreignKey({ columns: [t.kind, t.slug], foreignColumns: [vendorTaxonomy.kind, vendorTaxonomy.slug], name: 'vendor_tags_term_fk' })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/** 'Was this helpful?': one vote per member and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    activationId: uuid('activation_id')
      .notNull()
      .references(() => userTrialActivations.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.activationId, t.userId] }), index('review_helpful_votes_user_idx').on(t.userId)],
);

/** The vendor's one public reply to a review, written by its manager. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    activationId: uuid('activation_id')
      .primaryKey()
      .references(() => userTrialActivations.id, { onDelete: 'cascade' }),
    vendorId: vendorId(),
    authorId: userRef('set null', 'author_id'),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('review_replies_vendor_idx').on(t.vendorId), check('review_replies_body_len', sql`char_length(${t.body}) between 1 and 2000`)],
);

/** How often each comparison (canonical key 'a-vs-b') was opened: the sitemap lists the most opened. */
export const compareOpens = pgTable(
  'compare_opens',
  {
    key: text('key').primaryKey(),
    opens: integer('opens').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('compare_opens_opens_idx').on(t.opens)],
);
