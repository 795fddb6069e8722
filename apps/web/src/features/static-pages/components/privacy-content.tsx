import { mailboxes } from '../../../config/paths.ts';
import { Mailto, Section, StaticPage } from './static-page.tsx';

export function PrivacyContent() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro="This policy explains what personal data AI Testing Hub collects, why, who we share it with and the choices you have."
    >
      <Section title="Data we collect">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Account data: your e-mail address, password (stored only as a secure hash), and the name, job title, company and avatar you add to your profile.
          </li>
          <li>
            Activity: the content you like, webinars you register for, product trials you activate and your feedback on them, and your forum posts and votes.
          </li>
          <li>Preferences: your notification and digest settings and preferred vendors and topics.</li>
          <li>
            Subscription data: your Pro plan, its dates and status. Card payments are handled by our payment provider; we never see or store your card number.
          </li>
          <li>Messages you send us through the contact form, and basic technical data (IP address) used for security and rate limiting.</li>
        </ul>
      </Section>
      <Section title="How we share data with vendors">
        <p>
          When you register for a webinar or activate a product trial, your name, e-mail, job title and company are sent to the vendor who offers it, so they
          can give you access and follow up.
        </p>
        <p>
          When you like a vendor's job, webinar, certification, product update, trial or course, the vendor's manager receives an automatic e-mail notification
          and can see your like, with your name, e-mail, job title and company, on their leads screen. Each vendor only ever sees likes of its own content.
        </p>
      </Section>
      <Section title="E-mails">
        <p>
          We send account e-mails (confirmation, password reset), reminders for webinars you registered for, notifications such as replies to your forum topics,
          and the digests you choose. You can change notification and digest settings at any time in your preferences.
        </p>
      </Section>
      <Section title="Forum">
        <p>Forum topics and replies are public. If you delete your account, your posts remain but are shown as written by 'Anonymous'.</p>
      </Section>
      <Section title="Retention and your rights">
        <p>
          We keep your data while your account exists. You can view and correct your profile at any time, and ask us for a copy of your data or to delete your
          account by writing to <Mailto address={mailboxes.privacy} />.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          Privacy questions: <Mailto address={mailboxes.privacy} />. Legal notices: <Mailto address={mailboxes.legal} />.
        </p>
      </Section>
    </StaticPage>
  );
}
