import { trialListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { TrialList, trialListParams } from '../../../features/catalog/components/trial-list.tsx';

export const data: RouteData = ({ search }) => [trialListOptions('anon', trialListParams(search))];

export default function ProductTrialsRoute() {
  return <TrialList />;
}
