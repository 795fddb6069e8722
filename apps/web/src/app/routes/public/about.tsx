import { AboutContent } from '../../../features/static-pages/components/about-content.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AboutRoute() {
  useTitle('About');
  return <AboutContent />;
}
