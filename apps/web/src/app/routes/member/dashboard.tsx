import { DashboardPage } from '../../../features/catalog/components/dashboard-page.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function DashboardRoute() {
  useTitle('Dashboard');
  return <DashboardPage />;
}
