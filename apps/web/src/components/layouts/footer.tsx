import { Link } from 'react-router';
import { mailboxes, paths } from '../../config/paths.ts';
import { footerGroups } from './nav-items.ts';
import { shellWidth } from './shell.ts';

const footerLinkClass = 'text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-white';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className={`${shellWidth} py-10`}>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <Link to={paths.home} className="flex items-center gap-2 font-semibold">
              <img src="/favicon.svg" alt="" width={24} height={24} className="h-6 w-6" />
              AI Testing Hub
            </Link>
            <p className="mt-2 max-w-xs text-slate-600 dark:text-slate-400">Resources for AI-powered test automation.</p>
          </div>
          {footerGroups.map((g) => (
            <div key={g.heading}>
              <h2 className="font-semibold text-slate-900 dark:text-slate-100">{g.heading}</h2>
              <ul className="mt-3 space-y-2">
                {g.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={footerLinkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
                {g.heading === 'Community' && (
                  <>
                    <li>
                      <a href={`mailto:${mailboxes.partnerships}`} className={footerLinkClass}>
                        Partnerships
                      </a>
                    </li>
                    <li>
                      <a href={`mailto:${mailboxes.support}`} className={footerLinkClass}>
                        Support
                      </a>
                    </li>
                  </>
                )}
              </ul>
            </div>
          ))}
        </nav>
        <p className="mt-8 text-xs text-slate-500 dark:text-slate-400">
          © {new Date().getFullYear()} AI Testing Hub. Resources for AI-powered test automation.
        </p>
      </div>
    </footer>
  );
}
