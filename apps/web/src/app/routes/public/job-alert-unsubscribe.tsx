import { AlertLinkPage } from '../../../features/alerts/components/alert-link-page.tsx';

export default function JobAlertUnsubscribeRoute() {
  return <AlertLinkPage kind="stop" />;
}
