import {
  COMPARE_MAX,
  COMPARE_MIN,
  comparePath,
  deploymentLabels,
  FREE_TRIAL_LABEL,
  type FinderFacet,
  finderFacetLabels,
  finderFacets,
  pricingModelLabels,
} from '@portal/shared/capabilities-text';
import type { FacetOption, VendorFinderItem } from '@portal/shared/capabilities';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useHead } from '../../../lib/head.tsx';
import { useVendorFinder } from '../api/vendor-choice-queries.ts';
import { useQueryState } from '../hooks/use-query-state.ts';
import { Badge, cardClass } from './card-parts.tsx';
import { CollapsibleFilters } from './filters.tsx';
import { ListBody, pagedItems } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { VendorCounts } from './vendor-card.tsx';
import { VendorLogo } from './vendor-logo.tsx';

const TITLE = 'AI Testing Vendors';
const SUBTITLE = 'Explore the vendors shaping AI-powered test automation.';

/** A facet's options as checkboxes with their counts (what ticking it would leave). */
function FacetGroup({ legend, options, value, onChange }: { legend: string; options: FacetOption[]; value: string[]; onChange: (v: string[]) => void }) {
  if (!options.length) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <label key={o.value} className={`inline-flex items-center gap-2 text-sm ${!checked && o.count === 0 ? 'text-slate-500 dark:text-slate-400' : ''}`}>
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                checked={checked}
                onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
              />
              {o.label} <span className="tabular-nums text-slate-500 dark:text-slate-400">({o.count})</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** /vendors: the directory as a finder, with 2-4 vendors picked for a comparison (kept in the URL as `compare`). */
export function VendorFinder() {
  const qs = useQueryState();
  const search = qs.get('search');
  const chosen = Object.fromEntries(finderFacets.map((f) => [f, qs.getList(f)])) as Record<FinderFacet, string[]>;
  const trial = qs.get('trial') === '1';
  const picked = qs.getList('compare').slice(0, COMPARE_MAX);
  const q = useVendorFinder({ search: search || undefined, ...chosen, trial: trial ? '1' : undefined });
  const items = pagedItems(q);
  const facets = q.data?.pages[0]?.facets;
  const active = finderFacets.reduce((n, f) => n + chosen[f].length, 0) + (trial ? 1 : 0);
  useHead({ title: TITLE, description: SUBTITLE });
  const clear = () => qs.set({ search: undefined, trial: undefined, ...Object.fromEntries(finderFacets.map((f) => [f, undefined])) });
  const toggle = (id: string, on: boolean) => qs.set({ compare: on ? [...picked, id] : picked.filter((x) => x !== id) });
  const nameOf = (id: string) => items.find((v) => v.id === id)?.name ?? id;
  return (
    <section className={picked.length ? 'pb-24' : ''}>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <div className="mb-4 max-w-xl">
        <SearchBox
          value={search}
          onChange={(v: string) => qs.set({ search: v })}
          placeholder="Search vendors..."
          label="Search vendors"
          className="relative"
          name="search"
          debounceMs={300}
          form={{}}
        />
      </div>
      <div className="mb-6">
        <CollapsibleFilters active={active} label="Find by need">
          {finderFacets.map((f) => (
            <FacetGroup key={f} legend={finderFacetLabels[f]} options={facets?.[f] ?? []} value={chosen[f]} onChange={(v) => qs.set({ [f]: v })} />
          ))}
          <label className="inline-flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
              checked={trial}
              onChange={(e) => qs.set({ trial: e.target.checked ? '1' : undefined })}
            />
            {FREE_TRIAL_LABEL} <span className="font-normal tabular-nums text-slate-500 dark:text-slate-400">({facets?.trial ?? 0})</span>
          </label>
          {active > 0 && (
            <div>
              <Button variant="secondary" onClick={clear}>
                Clear all filters
              </Button>
            </div>
          )}
        </CollapsibleFilters>
      </div>
      <ListBody
        q={q}
        empty={search || active ? 'No vendors found matching your search.' : 'No vendors available.'}
        onClear={search || active ? clear : undefined}
        card={(v) => (
          <FinderCard
            key={v.id}
            vendor={v}
            picked={picked.includes(v.id)}
            pickable={picked.includes(v.id) || picked.length < COMPARE_MAX}
            onPick={(on) => toggle(v.id, on)}
          />
        )}
      />
      {picked.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg dark:border-slate-800 dark:bg-slate-950/95">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              <span className="font-semibold">
                Compare ({picked.length} of {COMPARE_MAX}):
              </span>{' '}
              {picked.map(nameOf).join(', ')}
              {picked.length < COMPARE_MIN && <span className="text-slate-600 dark:text-slate-400"> · pick at least {COMPARE_MIN}</span>}
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={() => qs.set({ compare: undefined })}>
                Clear
              </Button>
              {picked.length >= COMPARE_MIN ? <ButtonLink to={comparePath(picked)}>Compare now</ButtonLink> : <Button disabled>Compare now</Button>}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

function FinderCard({ vendor, picked, pickable, onPick }: { vendor: VendorFinderItem; picked: boolean; pickable: boolean; onPick: (on: boolean) => void }) {
  const facts = [
    vendor.deployment ? deploymentLabels[vendor.deployment] : null,
    vendor.pricingModels.length ? vendor.pricingModels.map((m) => pricingModelLabels[m]).join(', ') : null,
    vendor.freeTrialDays ? `${vendor.freeTrialDays}-day free trial` : null,
  ].filter(Boolean);
  return (
    <article className={cardClass} aria-labelledby={`v-${vendor.id}`} data-testid="vendor-card">
      <div className="mb-3 flex items-center gap-3">
        <VendorLogo name={vendor.name} logoUrl={vendor.logoUrl} />
        <div className="min-w-0">
          <h3 id={`v-${vendor.id}`} className="font-semibold">
            {vendor.name}
          </h3>
          <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
            {vendor.rating.average !== null ? (
              <>
                <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                {vendor.rating.average.toFixed(1)} out of 5 · {vendor.rating.count} verified {vendor.rating.count === 1 ? 'review' : 'reviews'}
              </>
            ) : (
              'No reviews yet'
            )}
          </p>
        </div>
      </div>
      <p className="mb-3 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{vendor.description}</p>
      {vendor.capabilities.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-1" aria-label="Capabilities">
          {vendor.capabilities.map((c) => (
            <li key={c}>
              <Badge tone="purple">{c}</Badge>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && <p className="mb-3 text-xs text-slate-600 dark:text-slate-300">{facts.join(' · ')}</p>}
      <div className="mb-4">
        <VendorCounts counts={vendor.counts} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Link
          to={paths.vendor(vendor.id)}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          aria-label={`View Resources of ${vendor.name}`}
        >
          View Resources
        </Link>
        <label className={`inline-flex items-center gap-2 text-sm ${pickable ? '' : 'text-slate-500 dark:text-slate-400'}`}>
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
            checked={picked}
            disabled={!pickable}
            onChange={(e) => onPick(e.target.checked)}
            aria-label={`Compare ${vendor.name}`}
          />
          <span aria-hidden="true">Compare</span>
        </label>
      </div>
    </article>
  );
}
