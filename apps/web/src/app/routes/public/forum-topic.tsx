import { useParams } from 'react-router';
import { topicQuery } from '../../../features/forum/api/forum-api.ts';
import { TopicDetail } from '../../../features/forum/components/topic-detail.tsx';
import type { RouteData } from '../../../lib/route-data.ts';

export default function ForumTopicRoute() {
  const { id = '' } = useParams();
  return <TopicDetail key={id} id={id} />;
}

/** Rendered on the server (as a visitor) with the topic fetched first (lib/route-data.ts). */
export const data: RouteData = ({ params }) => [topicQuery(params.id ?? '', 'anon')];
