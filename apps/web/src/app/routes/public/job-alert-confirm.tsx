import { AlertLinkPage } from '../../../features/alerts/components/alert-link-page.tsx';

export default function JobAlertConfirmRoute() {
  return <AlertLinkPage kind="confirm" />;
}
