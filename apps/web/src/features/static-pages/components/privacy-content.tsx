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
          We share your name, e-mail address, job title and company with a vendor only if you agree. The first time you like, register for or activate something
          from a vendor, we ask you once, naming that vendor, whether to share these details with it; 'Share' and 'Not now' are equally easy, and we record your
          answer, when you gave it and the exact wording you saw. Each vendor is asked about separately: agreeing for one vendor never shares your details with
          another.
        </p>
        <p>
          If you choose Share, that vendor's manager can see your details next to the content you liked on their leads screen and in their exports, may receive
          them through their own systems (a signed webhook) and may contact you. If you choose Not now, or have not been asked, the vendor only sees that a
          member showed interest, as a number, and its like notification e-mail does not name you. Likes you made before we started asking are treated as not
          shared.
        </p>
        <p>
          You can see every vendor and your choice for it in your Preferences, under 'Sharing with vendors', and withdraw (or give) consent there with one click
          at any time; withdrawing takes effect at once for the leads screen, exports and webhooks. Details a vendor already received before you withdrew are
          held by that vendor under its own privacy policy.
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
