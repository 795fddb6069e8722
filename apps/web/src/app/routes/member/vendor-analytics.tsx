import { VendorAnalyticsScreen } from '../../../features/leads/components/leads-screen.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function VendorAnalyticsRoute() {
  useTitle('Content Analytics');
  return <VendorAnalyticsScreen />;
}
