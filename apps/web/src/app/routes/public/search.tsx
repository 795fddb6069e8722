import { searchOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { SearchPage, searchParams } from '../../../features/catalog/components/search-page.tsx';

/** Without a query the search asks nothing (its hook is disabled), so nothing is declared. */
export const data: RouteData = ({ search }) => {
  const p = searchParams(search);
  return p.q ? [searchOptions('anon', p)] : [];
};

export default function SearchRoute() {
  return <SearchPage />;
}
