import { VendorWebhookScreen } from '../../../features/leads/components/leads-screen.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function VendorWebhookRoute() {
  useTitle('Lead webhook');
  return <VendorWebhookScreen />;
}
