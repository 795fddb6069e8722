import { useParams } from 'react-router';
import { TopicDetail } from '../../../features/forum/components/topic-detail.tsx';

export default function ForumTopicRoute() {
  const { id = '' } = useParams();
  return <TopicDetail key={id} id={id} />;
}
