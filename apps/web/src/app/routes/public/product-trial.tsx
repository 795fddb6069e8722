import { TrialDetail } from '../../../features/catalog/components/trial-detail.tsx';
import { TrialPanel } from '../../../features/trials/components/trial-panel.tsx';
import { TrialReviews } from '../../../features/trials/components/trial-reviews.tsx';
import { useViewedId } from '../../route-parts.tsx';

/** The catalogue's trial page with the member area's activation panel, seeded from the one detail answer. */
export default function ProductTrialRoute() {
  const id = useViewedId('product_trial');
  return (
    <TrialDetail
      key={id}
      id={id}
      panel={(detail, updatedAt) => <TrialPanel trialId={id} initial={detail.access} initialUpdatedAt={updatedAt} />}
      below={(detail, updatedAt) => <TrialReviews trialId={id} initial={detail.reviews} initialUpdatedAt={updatedAt} />}
    />
  );
}
