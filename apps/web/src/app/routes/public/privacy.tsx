import { PrivacyContent } from '../../../features/static-pages/components/privacy-content.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function PrivacyRoute() {
  useTitle('Privacy Policy');
  return <PrivacyContent />;
}
