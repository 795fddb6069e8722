import { MyLikes } from '../../../features/catalog/components/my-likes.tsx';

export default function LikesRoute() {
  return <MyLikes />;
}
