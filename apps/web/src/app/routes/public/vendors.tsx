import { VendorList } from '../../../features/catalog/components/catalog-lists.tsx';

export default function VendorsRoute() {
  return <VendorList />;
}
