import { UnsubscribePage } from '../../../features/email-lists/unsubscribe-page.tsx';

export default function EmailUnsubscribeRoute() {
  return <UnsubscribePage />;
}
