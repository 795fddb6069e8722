import { catalogMessages } from '@portal/shared/catalog-api';
import type { VendorDetailResponse, VendorTab } from '@portal/shared/catalog-api';
import { type ReactNode, useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { linkableImage, useHead } from '../../../lib/head.tsx';
import { useVendorTab } from '../api/catalog-list-queries.ts';
import { useVendor } from '../api/catalog-detail-queries.ts';
import { useVendorProfile } from '../api/vendor-choice-queries.ts';
import { CapabilityProfile, CompareWith } from './capability-profile.tsx';
import { vendorLd } from './choice-structured-data.ts';
import { BackLink, DetailState } from './detail-parts.tsx';
import { JobCard } from './job-card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Grid, LoadMore } from './list-parts.tsx';
import { CertificationCard, ExternalTextLink } from './resource-cards.tsx';
import { TrialCard } from './trial-card.tsx';
import { VendorCounts } from './vendor-card.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import { WebinarCard } from './webinar-card.tsx';

type Tab = VendorTab;
const tabs: { key: Tab; label: string; empty: string }[] = [
  { key: 'product-trials', label: 'Product Trials', empty: 'No product trials available from this vendor.' },
  { key: 'webinars', label: 'Webinars', empty: 'No webinars available from this vendor.' },
  { key: 'certifications', label: 'Certifications', empty: 'No certifications available from this vendor.' },
  { key: 'jobs', label: 'Jobs', empty: 'No job openings available from this vendor.' },
];

/**
 * `actions` renders extra header actions for the vendor (e.g. its calendar subscription); `below`, sections
 * after the tabs (its verified reviews).
 */
export function VendorDetail({ id, actions, below }: { id: string; actions?: (vendorName: string) => ReactNode; below?: (vendorName: string) => ReactNode }) {
  const q = useVendor(id);
  const profile = useVendorProfile(id);
  const [tab, setTab] = useState<Tab>('product-trials');
  const d = q.data;
  useHead({
    title: d ? d.vendor.name : q.isError ? catalogMessages.vendorNotFound : 'Vendor',
    description: d?.vendor.description?.slice(0, 160) ?? undefined,
    image: d?.vendor.logoUrl,
    jsonLd: d
      ? ({ url, origin }) =>
          vendorLd(
            {
              '@type': 'Organization',
              name: d.vendor.name,
              description: d.vendor.description ?? undefined,
              logo: linkableImage(d.vendor.logoUrl) && new URL(d.vendor.logoUrl as string, origin).href,
              sameAs: d.vendor.websiteUrl ? [d.vendor.websiteUrl] : undefined,
              url,
            },
            profile.data?.rating,
          )
      : undefined,
  });
  const state = <DetailState q={q} notFound={catalogMessages.vendorNotFound} back={{ to: paths.home, label: 'Back to Home' }} />;
  if (!d) return state;
  const v = d.vendor;
  const totals: Record<Tab, number> = {
    'product-trials': d.productTrials.total,
    webinars: d.webinars.total,
    certifications: d.certifications.total,
    jobs: d.jobs.total,
  };
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  const onKey = (e: React.KeyboardEvent, i: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (next) {
      setTab(next.key);
      document.getElementById(`tab-${next.key}`)?.focus();
    }
  };
  return (
    <article>
      <BackLink to={paths.vendors}>Back to Vendors</BackLink>
      <header className="mb-6 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-4">
          <VendorLogo name={v.name} logoUrl={v.logoUrl} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold">{v.name}</h1>
            {v.websiteUrl && (
              <ExternalTextLink href={v.websiteUrl} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-300">
                Visit Website
              </ExternalTextLink>
            )}
          </div>
        </div>
        {v.description && <p className="mt-4 text-slate-700 dark:text-slate-300">{v.description}</p>}
        <div className="mt-4">
          <VendorCounts counts={v.counts} jobsLabel="Job Openings" wide />
        </div>
        {actions && <div className="mt-4">{actions(v.name)}</div>}
        <div className="mt-4">
          <CompareWith vendorId={v.id} vendorName={v.name} />
        </div>
      </header>
      {profile.data && <CapabilityProfile data={profile.data} vendorName={v.name} />}
      <div role="tablist" aria-label="Vendor resources" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            id={`tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls="vendor-tabpanel"
            tabIndex={tab === t.key ? 0 : -1}
            onKeyDown={(e) => onKey(e, i)}
            onClick={() => setTab(t.key)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
              tab === t.key ? 'border-brand-600 text-brand-700 dark:text-white' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400'
            }`}
          >
            {t.label} ({totals[t.key]})
          </button>
        ))}
      </div>
      <div id="vendor-tabpanel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <TabItems key={tab} vendorId={v.id} tab={tab} detail={d} updatedAt={q.dataUpdatedAt} empty={current?.empty ?? ''} />
      </div>
      {below?.(v.name)}
    </article>
  );
}

/** One tab's cards, the first page from the vendor answer and the rest on 'Load more'. */
function TabItems({ vendorId, tab, detail, updatedAt, empty }: { vendorId: string; tab: Tab; detail: VendorDetailResponse; updatedAt: number; empty: string }) {
  const first = { 'product-trials': detail.productTrials, webinars: detail.webinars, certifications: detail.certifications, jobs: detail.jobs }[tab];
  const q = useVendorTab(vendorId, tab, first, updatedAt);
  const pages = q.data?.pages ?? [first];
  const total = pages[0]?.total ?? 0;
  let cards: ReactNode[];
  if (tab === 'product-trials')
    cards = (pages as VendorDetailResponse['productTrials'][]).flatMap((p) => p.items).map((t) => <TrialCard key={t.id} trial={t} />);
  else if (tab === 'webinars') cards = (pages as VendorDetailResponse['webinars'][]).flatMap((p) => p.items).map((w) => <WebinarCard key={w.id} webinar={w} />);
  else if (tab === 'certifications')
    cards = (pages as VendorDetailResponse['certifications'][]).flatMap((p) => p.items).map((c) => <CertificationCard key={c.id} item={c} />);
  else cards = (pages as VendorDetailResponse['jobs'][]).flatMap((p) => p.items).map((j) => <JobCard key={j.id} job={j} />);
  if (!cards.length)
    return (
      <EmptyState className="rounded-xl px-6 py-12">
        <p className="text-slate-600 dark:text-slate-300">{empty}</p>
      </EmptyState>
    );
  return (
    <>
      <Grid heading={tabs.find((t) => t.key === tab)?.label}>{cards}</Grid>
      {q.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          Error: {q.error.message}
        </p>
      )}
      {total > cards.length || q.hasNextPage ? (
        <LoadMore hasMore={!!q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => q.fetchNextPage()} shown={cards.length} total={total} />
      ) : null}
    </>
  );
}
