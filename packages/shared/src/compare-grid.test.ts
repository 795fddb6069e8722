import { describe, expect, it } from 'vitest';
import type { CompareVendor, VendorProfile } from './capabilities.ts';
import { canonicalCompareKey, compareKey, fromPriceText } from './capabilities-text.ts';
import { compareGroups, differingRows } from './compare-grid.ts';

const at = '2026-11-01T00:00:00.000Z';
const tag = (slug: string, name: string) => ({ slug, name, confirmedAt: at });
const profile = (o: Partial<VendorProfile>): VendorProfile => ({
  tags: { category: [], framework: [], language: [], ci: [] },
  deployment: null,
  deploymentConfirmedAt: null,
  pricingModels: [],
  priceFrom: null,
  priceCurrency: 'USD',
  priceUnit: null,
  pricingConfirmedAt: null,
  freeTrialDays: null,
  trialConfirmedAt: null,
  docsUrl: null,
  pricingUrl: null,
  statusUrl: null,
  linksConfirmedAt: null,
  ...o,
});
const vendor = (id: string, p: VendorProfile | null): CompareVendor => ({
  id,
  name: id,
  logoUrl: null,
  websiteUrl: null,
  description: null,
  profile: p,
  rating: { average: null, count: 0, distribution: [] },
  latestReview: null,
});

describe('compare grid', () => {
  const a = vendor(
    'a',
    profile({
      tags: { category: [tag('visual-ai', 'Visual AI'), tag('self-healing', 'Self-healing')], framework: [], language: [], ci: [] },
      deployment: 'saas',
      deploymentConfirmedAt: at,
    }),
  );
  const b = vendor(
    'b',
    profile({ tags: { category: [tag('visual-ai', 'Visual AI')], framework: [], language: [], ci: [] }, deployment: 'saas', deploymentConfirmedAt: at }),
  );
  const c = vendor('c', null);

  it('makes a row per claimed term, marks differences and the one vendor that alone has a term', () => {
    const groups = compareGroups([a, b]);
    const caps = groups.find((g) => g.key === 'capabilities')?.rows ?? [];
    expect(caps.map((r) => r.label)).toEqual(['Visual AI', 'Self-healing']);
    expect(caps[0]).toMatchObject({ differs: false, onlyIndex: null });
    expect(caps[1]).toMatchObject({ differs: true, onlyIndex: 0 });
    expect(caps[1]?.cells[0]).toEqual({ text: 'Yes', has: true, confirmedAt: at });
    const deployment = groups.find((g) => g.key === 'deployment')?.rows[0];
    expect(deployment).toMatchObject({ differs: false });
    expect(deployment?.cells[0]).toEqual({ text: 'SaaS', confirmedAt: at });
    // Groups without rows (no framework claimed by anyone) are left out.
    expect(groups.map((g) => g.key)).not.toContain('frameworks');
  });

  it("says 'Not listed' for a vendor without a profile, and counts differing rows", () => {
    const groups = compareGroups([a, c]);
    const deployment = groups.find((g) => g.key === 'deployment')?.rows[0];
    expect(deployment?.cells[1]).toEqual({ text: 'Not listed', confirmedAt: null });
    expect(deployment?.differs).toBe(true);
    expect(differingRows(groups)).toBeGreaterThanOrEqual(3);
  });
});

describe('compare keys and prices', () => {
  it('sorts and dedupes ids into one canonical key', () => {
    expect(compareKey(['testloom', 'quorvex', 'testloom'])).toBe('quorvex-vs-testloom');
    expect(canonicalCompareKey('quorvex-vs-testloom')).toEqual({ ok: true });
    expect(canonicalCompareKey('testloom-vs-quorvex')).toEqual({ ok: false, canonical: 'quorvex-vs-testloom' });
    expect(canonicalCompareKey('quorvex')).toEqual({ ok: false, canonical: null });
    expect(canonicalCompareKey('a-vs-b-vs-c-vs-d-vs-e')).toEqual({ ok: false, canonical: null });
    expect(canonicalCompareKey('a-vs-B')).toEqual({ ok: false, canonical: null });
  });

  it('writes the from price in major units with the symbol and unit', () => {
    expect(fromPriceText({ priceFrom: 4900, priceCurrency: 'USD', priceUnit: 'per user / month' })).toBe('From $49 per user / month');
    expect(fromPriceText({ priceFrom: 1950, priceCurrency: 'EUR', priceUnit: null })).toBe('From €19.50');
    expect(fromPriceText({ priceFrom: null, priceCurrency: 'USD', priceUnit: null })).toBeNull();
  });
});
