import { LeadsScreen } from '../../../features/leads/components/leads-screen.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function VendorLeadsRoute() {
  useTitle('User Likes');
  return <LeadsScreen />;
}
