/**
 * The comparison grid (issue 23): rows grouped by topic, each with one cell per vendor, whether the
 * vendors differ on it and, for yes/no rows, the one vendor that alone has it. Pure, zod-free.
 */
import type { CompareVendor, ProfileTag, VendorProfile } from './capabilities.ts';
import { deploymentLabels, fromPriceText, pricingModelLabels, type TaxonomyKind } from './capabilities-text.ts';

export type CompareCell = {
  text: string;
  /** Yes/no rows: whether this vendor has it. */
  has?: boolean;
  /** When the claim was last confirmed (null: never, or nothing claimed). */
  confirmedAt: string | null;
  href?: string;
};
export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean; onlyIndex: number | null };
export type CompareGroup = { key: string; label: string; rows: CompareRow[] };

const NOT_LISTED = 'Not listed';

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  const differs = new Set(cells.map((c) => (c.has === undefined ? c.text : String(c.has)))).size > 1;
  const holders = cells.flatMap((c, i) => (c.has ? [i] : []));
  return { key, label, cells, differs, onlyIndex: cells.length > 1 && holders.length === 1 ? (holders[0] ?? null) : null };
}

/** One yes/no row per term any of the vendors claims, in the order first met (profiles list terms in taxonomy order). */
function tagRows(vendors: CompareVendor[], kind: TaxonomyKind): CompareRow[] {
  const terms = new Map<string, string>();
  for (const v of vendors) for (const t of v.profile?.tags[kind] ?? []) if (!terms.has(t.slug)) terms.set(t.slug, t.name);
  return [...terms].map(([slug, name]) =>
    row(
      `${kind}:${slug}`,
      name,
      vendors.map((v) => {
        const tag: ProfileTag | undefined = v.profile?.tags[kind].find((t) => t.slug === slug);
        return tag ? { text: 'Yes', has: true, confirmedAt: tag.confirmedAt } : { text: 'No', has: false, confirmedAt: null };
      }),
    ),
  );
}

const claim = (
  p: VendorProfile | null,
  text: (p: VendorProfile) => string | null,
  at: (p: VendorProfile) => string | null,
  href?: (p: VendorProfile) => string | null,
) => {
  const t = p ? text(p) : null;
  const link = p && href ? href(p) : null;
  return { text: t ?? NOT_LISTED, confirmedAt: p && t !== null ? at(p) : null, ...(link ? { href: link } : {}) };
};

export function compareGroups(vendors: CompareVendor[]): CompareGroup[] {
  const cells = (text: (p: VendorProfile) => string | null, at: (p: VendorProfile) => string | null, href?: (p: VendorProfile) => string | null) =>
    vendors.map((v) => claim(v.profile, text, at, href));
  const groups: CompareGroup[] = [
    { key: 'capabilities', label: 'Capabilities', rows: tagRows(vendors, 'category') },
    { key: 'frameworks', label: 'Frameworks and languages', rows: [...tagRows(vendors, 'framework'), ...tagRows(vendors, 'language')] },
    { key: 'integrations', label: 'CI integrations', rows: tagRows(vendors, 'ci') },
    {
      key: 'deployment',
      label: 'Deployment',
      rows: [
        row(
          'deployment',
          'Deployment',
          cells(
            (p) => (p.deployment ? deploymentLabels[p.deployment] : null),
            (p) => p.deploymentConfirmedAt,
          ),
        ),
      ],
    },
    {
      key: 'pricing',
      label: 'Pricing',
      rows: [
        row(
          'pricing-model',
          'Pricing model',
          cells(
            (p) => (p.pricingModels.length ? p.pricingModels.map((m) => pricingModelLabels[m]).join(', ') : null),
            (p) => p.pricingConfirmedAt,
          ),
        ),
        row(
          'price-from',
          'Starting price',
          cells(
            (p) => fromPriceText(p) ?? (p.pricingModels.length ? 'Not public' : null),
            (p) => p.pricingConfirmedAt,
          ),
        ),
        row(
          'pricing-page',
          'Pricing page',
          cells(
            (p) => (p.pricingUrl ? 'Pricing' : null),
            (p) => p.linksConfirmedAt,
            (p) => p.pricingUrl,
          ),
        ),
      ],
    },
    {
      key: 'trials',
      label: 'Trials',
      rows: [
        row(
          'free-trial',
          'Free trial',
          cells(
            (p) => (p.freeTrialDays ? `${p.freeTrialDays} days` : 'No free trial'),
            (p) => p.trialConfirmedAt,
          ),
        ),
      ],
    },
    {
      key: 'rating',
      label: 'Rating',
      rows: [
        row(
          'rating',
          'Average rating',
          vendors.map((v) => ({
            text: v.rating.average === null ? 'No reviews yet' : `${v.rating.average.toFixed(1)} out of 5`,
            confirmedAt: null,
          })),
        ),
        row(
          'reviews',
          'Verified reviews',
          vendors.map((v) => ({ text: String(v.rating.count), confirmedAt: null })),
        ),
      ],
    },
    {
      key: 'links',
      label: 'Links',
      rows: [
        row(
          'docs',
          'Documentation',
          cells(
            (p) => (p.docsUrl ? 'Docs' : null),
            (p) => p.linksConfirmedAt,
            (p) => p.docsUrl,
          ),
        ),
        row(
          'status',
          'Status page',
          cells(
            (p) => (p.statusUrl ? 'Status' : null),
            (p) => p.linksConfirmedAt,
            (p) => p.statusUrl,
          ),
        ),
      ],
    },
  ];
  return groups.filter((g) => g.rows.length > 0);
}

/** 'Differs' count for the page's summary line. */
export const differingRows = (groups: CompareGroup[]) => groups.reduce((n, g) => n + g.rows.filter((r) => r.differs).length, 0);
