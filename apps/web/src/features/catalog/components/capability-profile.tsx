import {
  COMPARE_MAX,
  comparePath,
  deploymentLabels,
  fromPriceText,
  pricingModelLabels,
  type TaxonomyKind,
  taxonomyKindLabels,
} from '@portal/shared/capabilities-text';
import type { ProfileTag, VendorProfileResponse } from '@portal/shared/capabilities';
import { ExternalLink, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useVendorFinder } from '../api/vendor-choice-queries.ts';
import { pagedItems } from './list-body.tsx';
import { useDateFormat } from './format.ts';

const tagKinds: TaxonomyKind[] = ['category', 'framework', 'language', 'ci'];

/** 'Confirmed Nov 2, 2026' or, for a list confirmed at different times, 'Confirmed Sep 3, 2026 to Nov 2, 2026'. */
function Confirmed({ dates }: { dates: (string | null)[] }) {
  const { formatDate } = useDateFormat();
  const known = dates.filter((d): d is string => !!d).sort();
  if (!known.length) return <span className="text-xs text-slate-500 dark:text-slate-400">Not confirmed yet</span>;
  const first = formatDate(known[0]);
  const last = formatDate(known[known.length - 1]);
  return <span className="text-xs text-slate-500 dark:text-slate-400">Confirmed {first === last ? first : `${first} to ${last}`}</span>;
}

function TagList({ tags, label }: { tags: ProfileTag[]; label: string }) {
  const { formatDate } = useDateFormat();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((t) => (
        <li
          key={t.slug}
          title={`Confirmed ${formatDate(t.confirmedAt)}`}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {t.name}
          <span className="sr-only">, confirmed {formatDate(t.confirmedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children, confirmed }: { label: string; children: React.ReactNode; confirmed: (string | null)[] }) {
  return (
    <div className="grid gap-1 border-t border-slate-100 py-3 first:border-t-0 sm:grid-cols-[12rem_1fr] dark:border-slate-800">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="flex flex-col gap-1">
        <div>{children}</div>
        <Confirmed dates={confirmed} />
      </dd>
    </div>
  );
}

const link = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-300">
    {text} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
    <span className="sr-only">(opens in a new tab)</span>
  </a>
);

/** The vendor page's capability profile: every claim with when it was last confirmed, and the rating roll-up. */
export function CapabilityProfile({ data, vendorName }: { data: VendorProfileResponse; vendorName: string }) {
  const p = data.profile;
  const r = data.rating;
  return (
    <section aria-labelledby="profile-title" className="mb-6 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="profile-title" className="text-xl font-semibold">
          Capabilities and pricing
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200" data-testid="vendor-rating">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {r.average !== null ? `${r.average.toFixed(1)} out of 5 · ${r.count} verified ${r.count === 1 ? 'review' : 'reviews'}` : 'No reviews yet'}
        </p>
      </div>
      {!p ? (
        <p className="text-slate-600 dark:text-slate-300">{vendorName} has no capability profile yet.</p>
      ) : (
        <dl>
          {tagKinds.map((k) =>
            p.tags[k].length ? (
              <Row key={k} label={taxonomyKindLabels[k].many} confirmed={p.tags[k].map((t) => t.confirmedAt)}>
                <TagList tags={p.tags[k]} label={taxonomyKindLabels[k].many} />
              </Row>
            ) : null,
          )}
          {p.deployment && (
            <Row label="Deployment" confirmed={[p.deploymentConfirmedAt]}>
              {deploymentLabels[p.deployment]}
            </Row>
          )}
          {(p.pricingModels.length > 0 || p.priceFrom !== null) && (
            <Row label="Pricing" confirmed={[p.pricingConfirmedAt]}>
              {[p.pricingModels.map((m) => pricingModelLabels[m]).join(', '), fromPriceText(p) ?? 'Price not public'].filter(Boolean).join(' · ')}
            </Row>
          )}
          <Row label="Free trial" confirmed={[p.trialConfirmedAt]}>
            {p.freeTrialDays ? `${p.freeTrialDays} days` : 'No free trial'}
          </Row>
          {(p.docsUrl || p.pricingUrl || p.statusUrl) && (
            <Row label="Links" confirmed={[p.linksConfirmedAt]}>
              <span className="flex flex-wrap gap-4 text-sm">
                {p.docsUrl && link(p.docsUrl, 'Documentation')}
                {p.pricingUrl && link(p.pricingUrl, 'Pricing')}
                {p.statusUrl && link(p.statusUrl, 'Status page')}
              </span>
            </Row>
          )}
        </dl>
      )}
    </section>
  );
}

/** 'Compare with': picks another vendor and opens the comparison (up to COMPARE_MAX from the directory). */
export function CompareWith({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const q = useVendorFinder({});
  const others = pagedItems(q).filter((v) => v.id !== vendorId);
  const [other, setOther] = useState('');
  const navigate = useNavigate();
  if (!others.length) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (other) navigate(comparePath([vendorId, other]));
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Compare {vendorName} with</span>
        <select
          value={other}
          onChange={(e) => setOther(e.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">Choose a vendor</option>
          {others.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={!other}>
        Compare
      </Button>
      <span className="sr-only">Up to {COMPARE_MAX} vendors can be compared from the vendor directory.</span>
    </form>
  );
}
