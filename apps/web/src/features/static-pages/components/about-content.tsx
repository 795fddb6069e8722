import { Link } from 'react-router';
import { mailboxes, paths } from '../../../config/paths.ts';
import { Mailto, Section, StaticPage } from './static-page.tsx';

export function AboutContent() {
  return (
    <StaticPage
      title="About AI Testing Hub"
      intro="AI Testing Hub is where software-testing professionals find everything about AI-powered test automation in one place."
    >
      <Section title="What we do">
        <p>
          We bring together webinars, jobs, certifications, AI courses, product updates and product trials from the vendors building AI testing tools, and a{' '}
          <Link to={paths.forum} className="text-brand-600 underline dark:text-brand-300">
            community forum
          </Link>{' '}
          where practitioners compare notes.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Browse vendors and their content without an account.</li>
          <li>As a free member, like content, activate product trials, register for webinars and choose the e-mail digests you want.</li>
          <li>Pro members (one yearly plan, 99 INR) also get unlimited webinars, premium courses, priority support, exclusive content and the daily digest.</li>
        </ul>
      </Section>
      <Section title="How vendors fit in">
        <p>
          Vendors publish their content here. When you first like, register for or activate something from a vendor, we ask you once whether to share your name,
          e-mail, job title and company with that vendor. Only if you choose Share does the vendor see your details on its leads screen; otherwise it only sees
          a count. You can change your choice for each vendor in your Preferences at any time.
        </p>
      </Section>
      <Section title="Get in touch">
        <ul className="space-y-1">
          <li>
            General questions: <Mailto address={mailboxes.info} />
          </li>
          <li>
            Support: <Mailto address={mailboxes.support} />
          </li>
          <li>
            Vendor partnerships: <Mailto address={mailboxes.partnerships} />
          </li>
          <li>
            Or use our{' '}
            <Link to={paths.contact} className="text-brand-600 underline dark:text-brand-300">
              contact form
            </Link>
            .
          </li>
        </ul>
      </Section>
    </StaticPage>
  );
}
