import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { UpdateList } from '../../../features/catalog/components/catalog-lists.tsx';

export default function ProductUpdatesRoute() {
  return (
    <>
      <FeedLink path="/rss/product-updates.xml" title="AI Testing Hub product updates (RSS)" />
      <UpdateList />
    </>
  );
}
