import type { TrialItem } from '@portal/shared/catalog-api';
import { Icon } from '../../../components/ui/icon.tsx';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { DateText } from './date-text.tsx';
import { CatalogCard } from './catalog-card.tsx';
import { LikeButton } from './like-button.tsx';
import { Badge } from './card-parts.tsx';
import { unavailableLabel } from './trial-status-label.ts';

export function TrialCard({ trial }: { trial: TrialItem }) {
  return (
    <CatalogCard
      testId="trial-card"
      head={{
        id: `t-${trial.id}`,
        to: paths.productTrial(trial.id),
        title: trial.productName,
        vendor: trial.vendor,
        badges: (
          <>
            {trial.isFeatured && (
              <Badge tone="amber">
                <Icon name="star" className="mr-1 h-3 w-3" /> Featured
              </Badge>
            )}
            {/* Availability, not the stored status: an 'active' chip beside 'Coming Soon' contradicted the button. */}
            {trial.activatable && <Badge tone="green">Available now</Badge>}
          </>
        ),
      }}
      actions={
        trial.activatable ? (
          <ButtonLink to={paths.productTrial(trial.id)}>Activate {trial.trialPeriodDays}-Day Trial</ButtonLink>
        ) : (
          <button type="button" disabled className={buttonClass('secondary')}>
            {unavailableLabel(trial)}
          </button>
        )
      }
      social={<LikeButton type="product_trial" id={trial.id} count={trial.likeCount} liked={trial.likedByMe} label={trial.productName} />}
    >
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{trial.description}</p>
      <p className="mt-3 mb-4 text-sm text-slate-600 dark:text-slate-300">
        {trial.trialPeriodDays}-day trial · until <DateText value={trial.endDate} />
      </p>
    </CatalogCard>
  );
}
