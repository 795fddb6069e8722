import { TopicsIndex } from '../../../features/topics/components/topics-index.tsx';

export default function TopicsRoute() {
  return <TopicsIndex />;
}
