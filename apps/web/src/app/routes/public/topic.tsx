import { useParams } from 'react-router';
import { TopicPage } from '../../../features/topics/components/topic-page.tsx';

export default function TopicRoute() {
  const { slug = '' } = useParams();
  return <TopicPage key={slug} slug={slug} />;
}
