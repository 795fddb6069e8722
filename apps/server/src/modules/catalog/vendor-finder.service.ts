import {
  type Deployment,
  deploymentLabels,
  deploymentNeeds,
  type FacetOption,
  type PricingModel,
  pricingModelLabels,
  pricingModels,
  type TaxonomyKind,
  taxonomyKinds,
  type VendorFinderItem,
  type VendorFinderQuery,
  type VendorFinderResponse,
} from '@portal/shared/capabilities';
import type { SQL } from 'drizzle-orm';
import type { Deps } from '../../lib/context.ts';
import { paged } from '../../lib/paging.ts';
import { versioned } from '../../lib/public-cache.ts';
import { matchText, withTypoFallback } from '../../lib/search-match.queries.ts';
import { toRating } from '../../lib/shown-reviews.queries.ts';
import { nonNull, window } from './catalog-dto.ts';
import { vendorRow } from './catalog.queries.ts';
import * as q from './vendor-finder.queries.ts';

/** The taxonomy with vendor counts, computed once per catalogue version. */
export const taxonomy = (deps: Deps) => versioned(deps, 'catalog', 'vendorTaxonomy', () => q.taxonomyTerms(deps.db));

const toFinderItem = (r: Record<string, unknown>): VendorFinderItem => ({
  ...vendorRow(r),
  rating: toRating(r as { rating_average: unknown; rating_count: unknown }),
  capabilities: ((r.capabilities as string[] | null) ?? []).slice(0, 4),
  deployment: (r.deployment as Deployment | null) ?? null,
  pricingModels: ((r.pricing_models as PricingModel[] | null) ?? []).filter((m) => (pricingModels as readonly string[]).includes(m)),
  freeTrialDays: r.free_trial_days === null || r.free_trial_days === undefined ? null : Number(r.free_trial_days),
});

/** The filters of `query` as SQL, by facet, so the facet counts can leave one out. */
function filtersOf(query: VendorFinderQuery, typos: boolean) {
  const search = matchText(query.search, q.vendorText, typos);
  const tags = taxonomyKinds.map((k) => (query[k].length ? q.hasAllTerms(k, [...new Set(query[k])]) : null));
  const deployment = query.deployment.length ? q.deploymentIn(query.deployment) : null;
  const pricing = query.pricing.length ? q.pricingIn(query.pricing) : null;
  const trial = query.trial ? q.hasFreeTrial : null;
  const without = (skip: SQL | null) => nonNull([search, ...tags, deployment, pricing, trial].filter((s) => s !== skip));
  return { all: without(null), exceptDeployment: without(deployment), exceptPricing: without(pricing), exceptTrial: without(trial) };
}

/** /api/vendors: the vendors matching every chosen need, with the count per option of each facet. */
export async function findVendors(deps: Deps, query: VendorFinderQuery): Promise<VendorFinderResponse> {
  const { db } = deps;
  const w = window(query);
  const { rows, where } = await withTypoFallback(
    query.search,
    w,
    (typos) => filtersOf(query, typos).all,
    (where) => q.findVendors(db, { where, ...w }),
  );
  const typos = where !== filtersOf(query, false).all && rows.length > 0 && !!query.search;
  const filters = filtersOf(query, typos);
  const [total, counts, terms] = await Promise.all([q.countFound(db, filters.all, { ...w, rows: rows.length }), q.facetCounts(db, filters), taxonomy(deps)]);
  const countOf = (facet: string, value: string) => counts.find((c) => c.facet === facet && c.value === value)?.count ?? 0;
  const termOptions = (kind: TaxonomyKind): FacetOption[] =>
    terms.filter((t) => t.kind === kind).map((t) => ({ value: t.slug, label: t.name, count: countOf(kind, t.slug) }));
  return {
    ...paged(rows.map(toFinderItem), total, query),
    facets: {
      category: termOptions('category'),
      framework: termOptions('framework'),
      language: termOptions('language'),
      ci: termOptions('ci'),
      deployment: deploymentNeeds.map((d) => ({ value: d, label: deploymentLabels[d], count: countOf('deployment', d) })),
      pricing: pricingModels.map((m) => ({ value: m, label: pricingModelLabels[m], count: countOf('pricing', m) })),
      trial: countOf('trial', 'trial'),
    },
  };
}
