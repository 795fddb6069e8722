import { NewTopic } from '../../../features/forum/components/new-topic.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ForumNewRoute() {
  useTitle('Start a New Discussion');
  return <NewTopic />;
}
