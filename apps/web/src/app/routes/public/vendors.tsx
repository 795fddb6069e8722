import { VendorFinder } from '../../../features/catalog/components/vendor-finder.tsx';

export default function VendorsRoute() {
  return <VendorFinder />;
}
