import { mailboxes } from '../../../config/paths.ts';
import { Mailto, Section, StaticPage } from './static-page.tsx';

export function TermsContent() {
  return (
    <StaticPage title="Terms of Service" intro="These terms apply to your use of AI Testing Hub. By creating an account or using the site you agree to them.">
      <Section title="Your account">
        <p>
          You must give a valid e-mail address and keep your password safe. You are responsible for what happens under your account. We may suspend accounts
          that break these terms.
        </p>
      </Section>
      <Section title="Pro subscription">
        <ul className="list-disc space-y-1 pl-6">
          <li>Pro is one yearly plan at 99 INR, billed annually in advance.</li>
          <li>It renews automatically each year unless you cancel.</li>
          <li>You can cancel at any time; you keep Pro access until the end of the period you paid for, and it does not renew.</li>
          <li>Payments are non-refundable, except where the law requires a refund.</li>
          <li>We may change the price with 30 days' notice before it applies to your next renewal.</li>
        </ul>
      </Section>
      <Section title="Vendors and your data">
        <p>
          Registering for a webinar or activating a product trial shares your name, e-mail, job title and company with the vendor offering it. Liking a vendor's
          content sends that vendor's manager an automatic e-mail notification and shows your like on their leads screen. Vendor products, trials and webinars
          are provided by the vendors under their own terms.
        </p>
      </Section>
      <Section title="Community forum">
        <p>
          Be respectful and stay on topic. Do not post spam, unlawful content or other people's personal data. You keep ownership of what you post and allow us
          to show it on the site. Moderators may lock discussions and remove posts that break these rules. Posting is rate limited to keep the forum useful.
        </p>
      </Section>
      <Section title="Liability">
        <p>
          The site and its content are provided as they are. Vendor content is the vendor's responsibility. To the extent the law allows, we are not liable for
          indirect losses arising from your use of the site.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          Questions about these terms: <Mailto address={mailboxes.legal} />. Everything else: <Mailto address={mailboxes.contact} />.
        </p>
      </Section>
    </StaticPage>
  );
}
