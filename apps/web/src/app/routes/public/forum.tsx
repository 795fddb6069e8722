import { TopicList } from '../../../features/forum/components/topic-list.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ForumRoute() {
  useTitle('Community Forum', 'Discuss AI-powered test automation with other testing professionals.');
  return <TopicList />;
}
