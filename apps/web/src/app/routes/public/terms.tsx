import { TermsContent } from '../../../features/static-pages/components/terms-content.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function TermsRoute() {
  useTitle('Terms of Service');
  return <TermsContent />;
}
