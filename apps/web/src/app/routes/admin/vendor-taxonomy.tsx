import { AdminScreen } from '../../route-parts.tsx';
import { TaxonomyManager } from '../../../features/admin/components/taxonomy-manager.tsx';

export default function AdminVendorTaxonomyRoute() {
  return (
    <AdminScreen title="Capability Taxonomy">
      <TaxonomyManager />
    </AdminScreen>
  );
}
