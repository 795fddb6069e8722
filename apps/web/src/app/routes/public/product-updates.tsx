import { updateListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { simpleListParams } from '../../../features/catalog/components/simple-list.tsx';
import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { UpdateList } from '../../../features/catalog/components/catalog-lists.tsx';

export const data: RouteData = ({ search }) => [updateListOptions('anon', simpleListParams(search))];

export default function ProductUpdatesRoute() {
  return (
    <>
      <FeedLink path="/rss/product-updates.xml" title="AI Testing Hub product updates (RSS)" />
      <UpdateList />
    </>
  );
}
