import { SearchPage } from '../../../features/catalog/components/search-page.tsx';

export default function SearchRoute() {
  return <SearchPage />;
}
