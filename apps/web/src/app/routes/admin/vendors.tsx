import { useState } from 'react';
import { AdminScreen } from '../../route-parts.tsx';
import { VendorFilter } from '../../../features/admin/components/vendor-select.tsx';
import { VendorsManager } from '../../../features/admin/components/vendors-manager.tsx';
import { SourcesPanel } from '../../../features/sources/components/sources-panel.tsx';

/** An admin connects and watches any vendor's sources (docs/decisions/2211). */
function VendorSources() {
  const [vendorId, setVendorId] = useState('');
  return (
    <section aria-label="Connected sources of a vendor" className="mt-10 space-y-3">
      <VendorFilter label="Connected sources of" allLabel="Choose a vendor" value={vendorId} onChange={setVendorId} />
      {vendorId && <SourcesPanel key={vendorId} vendorId={vendorId} />}
    </section>
  );
}

export default function AdminVendorsRoute() {
  return (
    <AdminScreen title="Manage Vendors">
      <VendorsManager />
      <VendorSources />
    </AdminScreen>
  );
}
