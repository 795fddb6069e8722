import { Link } from 'react-router';
import { mailboxes, paths } from '../../../config/paths.ts';
import { ContactForm } from './contact-form.tsx';

const faq = [
  {
    q: 'How do I create an account?',
    a: 'Click Get Started, enter your e-mail address and a password, then follow the confirmation link we e-mail you. Membership is free.',
  },
  {
    q: 'What do I get with Pro?',
    a: 'Pro adds unlimited webinars, premium courses, priority support, exclusive content and the daily digest. It is one yearly plan at 99 INR, billed in advance.',
  },
  {
    q: 'How can my company become a vendor partner?',
    a: `Write to ${mailboxes.partnerships} or choose "Partnership Opportunity" above. We will set up your vendor page and a vendor manager account so you can see who likes your content.`,
  },
  {
    q: 'How do I cancel my subscription?',
    a: 'You can cancel at any time from your profile. Your Pro access continues until the end of the period you paid for and does not renew.',
  },
];

export function ContactPage() {
  return (
    <section className="max-w-5xl">
      <h1 className="text-3xl font-semibold">Contact Us</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Questions, feedback or partnership ideas? Send us a message and we will reply by e-mail.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-6 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-4 text-xl font-semibold">Send us a message</h2>
          <ContactForm />
        </div>
        <aside className="space-y-6">
          <div className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-semibold">Quick Links</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link to={paths.forum} className="text-brand-600 hover:underline dark:text-brand-300">
                  Community Forum
                </Link>
              </li>
              <li>
                <Link to={paths.preferences} className="text-brand-600 hover:underline dark:text-brand-300">
                  Notification Preferences
                </Link>
              </li>
              <li>
                <Link to={paths.vendors} className="text-brand-600 hover:underline dark:text-brand-300">
                  Browse Vendors
                </Link>
              </li>
            </ul>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 text-sm dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-semibold">E-mail us</h2>
            {(
              [
                ['Support', mailboxes.support, 'mt-2'],
                ['General', mailboxes.contact, 'mt-1'],
              ] as const
            ).map(([label, address, gap]) => (
              <p key={label} className={gap}>
                {label}:{' '}
                <a href={`mailto:${address}`} className="text-brand-600 underline dark:text-brand-300">
                  {address}
                </a>
              </p>
            ))}
          </div>
        </aside>
      </div>
      <section className="mt-10" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-semibold">
          Frequently Asked Questions
        </h2>
        <div className="mt-4 space-y-3">
          {faq.map((f) => (
            <details key={f.q} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <summary className="cursor-pointer font-medium">{f.q}</summary>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </section>
  );
}
