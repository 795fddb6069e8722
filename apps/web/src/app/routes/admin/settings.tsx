import { emailTemplateMessages } from '@portal/shared/email-templates';
import { SettingsTabs } from '../../../features/email-templates/components/settings-tabs.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminSettingsRoute() {
  useTitle(emailTemplateMessages.title);
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{emailTemplateMessages.title}</h1>
      <SettingsTabs />
    </section>
  );
}
