import { Link, matchPath, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { navClass } from './nav-items.ts';
import { ReviewCount } from './review-count.tsx';
import { adminLinks, sidebarLinks } from './sidebar-links.ts';

/** A vendor's page (/vendor/{id}) belongs to Vendors; the vendor manager's screens (/vendor/leads…) do not. */
const managerPaths = new Set<string>([paths.leads, paths.vendorAnalytics, paths.vendorWebhook, paths.vendorConsole]);
function sectionActive(to: string, pathname: string): boolean {
  if (to === paths.vendors) return !managerPaths.has(pathname) && !!matchPath('/vendor/:id', pathname);
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
            <li>
              <NavLink to={paths.vendorAnalytics} className={navClass} onClick={onNavigate}>
                Analytics
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.vendorWebhook} className={navClass} onClick={onNavigate}>
                Lead webhook
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.vendorConsole} className={navClass} onClick={onNavigate}>
                Vendor Console
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
                  {l.to === paths.admin.submissions && <ReviewCount />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
