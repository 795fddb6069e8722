import { useParams } from 'react-router';
import { TrialDetail } from '../../../features/catalog/components/trial-detail.tsx';
import { TrialPanel } from '../../../features/trials/components/trial-panel.tsx';

/** The catalogue's trial page with the member area's activation panel. */
export default function ProductTrialRoute() {
  const { id = '' } = useParams();
  return <TrialDetail key={id} id={id} panel={<TrialPanel trialId={id} />} />;
}
