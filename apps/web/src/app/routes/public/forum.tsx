import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { topicsQuery } from '../../../features/forum/api/forum-api.ts';
import { readFilters, TopicList } from '../../../features/forum/components/topic-list.tsx';
import type { RouteData } from '../../../lib/route-data.ts';
import { useTitle } from '../../../lib/use-title.ts';

export default function ForumRoute() {
  useTitle('Community Forum', 'Discuss AI-powered test automation with other testing professionals.');
  return (
    <>
      <FeedLink path="/rss/forum.xml" title="AI Testing Hub forum (RSS)" />
      <TopicList />
    </>
  );
}

/** Rendered on the server (as a visitor) with the page of topics the URL asks for fetched first (lib/route-data.ts). */
export const data: RouteData = ({ search }) => [topicsQuery(readFilters(search))];
