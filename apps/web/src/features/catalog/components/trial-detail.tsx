import { TopicChips } from '../../../components/topic-chips.tsx';
import { catalogMessages, type TrialDetailResponse } from '@portal/shared/catalog-api';
import { Star } from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { useHead } from '../../../lib/head.tsx';
import { useViewBeacon } from '../../../lib/view-beacon.ts';
import { useTrial } from '../api/catalog-detail-queries.ts';
import { DetailPage, DetailSocial, VendorLink } from './detail-parts.tsx';
import { useDateFormat } from './format.ts';
import { Badge } from './card-parts.tsx';

/**
 * `panel` lets the route compose the member area's trial panel into the page; it gets the detail
 * answer (which embeds the panel's data as `access`) and when it was fetched, so the panel needs no
 * request of its own.
 */
export function TrialDetail({
  id,
  panel,
  below,
}: {
  id: string;
  panel: (detail: TrialDetailResponse, updatedAt: number) => React.ReactNode;
  /** Sections under the page (the member area's reviews), seeded from the same answer. */
  below?: (detail: TrialDetailResponse, updatedAt: number) => React.ReactNode;
}) {
  const { formatDate } = useDateFormat();
  const q = useTrial(id);
  // A view is counted only for an item that exists.
  useViewBeacon('product_trial', q.data ? id : '');
  const t = q.data;
  useHead({
    title: t ? t.productName : q.isError ? catalogMessages.trialNotFound : 'Product Trial',
    description: t?.description.slice(0, 160),
    image: t?.vendor?.logoUrl,
    jsonLd: t
      ? ({ url }) => ({
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: t.productName,
          description: t.description,
          applicationCategory: 'DeveloperApplication',
          aggregateRating:
            t.reviews.summary.count > 0 && t.reviews.summary.average !== null
              ? { '@type': 'AggregateRating', ratingValue: t.reviews.summary.average, reviewCount: t.reviews.summary.count, bestRating: 5, worstRating: 1 }
              : undefined,
          operatingSystem: 'Web',
          publisher: t.vendor ? { '@type': 'Organization', name: t.vendor.name, url: new URL(paths.vendor(t.vendor.id), url).href } : undefined,
          offers: {
            '@type': 'Offer',
            price: 0,
            priceCurrency: 'USD',
            description: `${t.trialPeriodDays}-day free trial`,
            availabilityStarts: t.startDate,
            availabilityEnds: t.endDate,
            availability: t.activatable ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
          },
          url,
        })
      : undefined,
  });
  return (
    <DetailPage
      q={q}
      notFound={catalogMessages.trialNotFound}
      back={{ to: paths.productTrials, label: 'Back to Product Trials' }}
      below={(d) => below?.(d, q.dataUpdatedAt)}
    >
      {(t) => (
        <>
          <div>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              {t.isFeatured && (
                <Badge tone="amber">
                  <Star className="mr-1 h-3 w-3" aria-hidden="true" /> Featured
                </Badge>
              )}
            </div>
            <h1 className="text-3xl font-semibold tracking-tight">{t.productName}</h1>
            {t.vendor && (
              <p className="mt-2">
                <VendorLink vendor={t.vendor} />
              </p>
            )}
            <TopicChips topics={t.topics} className="mt-3" />
            <dl className="mt-4 flex flex-wrap gap-6 text-sm">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Available until</dt>
                <dd className="font-medium">{formatDate(t.endDate)}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Trial period</dt>
                <dd className="font-medium">{t.trialPeriodDays} days</dd>
              </div>
            </dl>
            <DetailSocial type="product_trial" item={t} title={t.productName} path={paths.productTrial(t.id)} />
            <p className="mt-6 whitespace-pre-line text-slate-700 dark:text-slate-300">{t.description}</p>
          </div>
          {panel(t, q.dataUpdatedAt)}
        </>
      )}
    </DetailPage>
  );
}
