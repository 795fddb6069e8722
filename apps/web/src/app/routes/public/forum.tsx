import { FeedLink } from '../../../components/calendar-subscribe.tsx';
import { TopicList } from '../../../features/forum/components/topic-list.tsx';
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
