import { TrialList } from '../../../features/catalog/components/trial-list.tsx';

export default function ProductTrialsRoute() {
  return <TrialList />;
}
