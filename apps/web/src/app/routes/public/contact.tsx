import { ContactPage } from '../../../features/contact/components/contact-page.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function ContactRoute() {
  useTitle('Contact Us');
  return <ContactPage />;
}
