import { UpdateList } from '../../../features/catalog/components/catalog-lists.tsx';

export default function ProductUpdatesRoute() {
  return <UpdateList />;
}
