import { type FormEvent, useState } from 'react';
import { Link, matchPath, NavLink, useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { adminLinks, navClass, sidebarLinks } from './nav-items.ts';

/** The signed-in shell's sidebar and mobile search: loaded once a member is signed in, not in a visitor's first load. */

/** A vendor's page (/vendor/{id}) belongs to Vendors; the leads screen (/vendor/leads) does not. */
function sectionActive(to: string, pathname: string): boolean {
  if (to === paths.vendors) return pathname !== paths.leads && !!matchPath('/vendor/:id', pathname);
  if (to === paths.webinars) return !!matchPath('/webinars/:id', pathname);
  if (to === paths.productTrials) return !!matchPath('/product-trials/:id', pathname);
  return false;
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { me } = useAuth();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sidebar" className="space-y-6">
      <ul className="space-y-1">
        {sidebarLinks.map((l) => {
          const extra = sectionActive(l.to, pathname);
          return (
            <li key={l.to}>
              {extra ? (
                // NavLink decides aria-current itself; a detail page of the section is marked here.
                <Link to={l.to} aria-current="page" className={navClass({ isActive: true })} onClick={onNavigate}>
                  {l.label}
                </Link>
              ) : (
                <NavLink to={l.to} className={navClass} onClick={onNavigate}>
                  {l.label}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      {me?.roles.vendorManager && (
        <div>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Vendor Manager</h2>
          <ul>
            <li>
              <NavLink to={paths.leads} className={navClass} onClick={onNavigate}>
                User Likes
              </NavLink>
            </li>
          </ul>
        </div>
      )}
      {me?.roles.admin && (
        <div>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Admin</h2>
          <ul className="space-y-1">
            {adminLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={navClass} onClick={onNavigate}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

export function MobileSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${paths.webinars}${q.trim() ? `?search=${encodeURIComponent(q.trim())}` : ''}`);
    onDone();
  };
  return (
    <search className="relative">
      <form onSubmit={submit}>
        <label htmlFor="mobile-search" className="sr-only">
          Search webinars
        </label>
        <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          id="mobile-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search webinars..."
          className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      </form>
    </search>
  );
}
