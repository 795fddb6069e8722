import { NavLink, useParams } from 'react-router';
import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { navClass } from '../../../components/layouts/nav-items.ts';
import { useVendorProfile } from '../../../features/admin/api/review-api.ts';
import { ScopeContext } from '../../../features/admin/api/scope.ts';
import { ContentManager } from '../../../features/admin/components/content-manager.tsx';
import { JobsManager } from '../../../features/admin/components/jobs-manager.tsx';
import { TrialsManager } from '../../../features/admin/components/trials-manager.tsx';
import { UpdatesManager } from '../../../features/admin/components/updates-manager.tsx';
import { VendorCapabilities } from '../../../features/admin/components/vendor-capabilities.tsx';
import { VendorOverview } from '../../../features/admin/components/vendor-console.tsx';
import { SourcesPanel } from '../../../features/sources/components/sources-panel.tsx';
import { WebinarsManager } from '../../../features/admin/components/webinars-manager.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTitle } from '../../../lib/use-title.ts';

/** The console's sections: the admin screens of each kind, in the manager's scope (issue 22). */
const sections = [
  { path: '', label: 'Overview', title: 'Vendor Console', render: () => <VendorOverview /> },
  { path: 'capabilities', label: 'Capabilities', title: 'Capability Profile', render: () => <VendorCapabilities /> },
  { path: 'jobs', label: 'Jobs', title: 'Jobs', render: () => <JobsManager /> },
  { path: 'webinars', label: 'Webinars', title: 'Webinars', render: () => <WebinarsManager /> },
  { path: 'product-updates', label: 'Product Updates', title: 'Product Updates', render: () => <UpdatesManager /> },
  { path: 'product-trials', label: 'Product Trials', title: 'Product Trials', render: () => <TrialsManager /> },
  { path: 'certifications', label: 'Certifications', title: 'Certifications', render: () => <ContentManager kind="certification" /> },
  { path: 'ai-courses', label: 'AI Courses', title: 'AI Courses', render: () => <ContentManager kind="course" /> },
  { path: 'sources', label: 'Connected Sources', title: 'Connected Sources', render: () => <SourcesPanel heading="h1" /> },
];

export default function VendorConsoleRoute() {
  const { section = '' } = useParams();
  const current = sections.find((s) => s.path === section);
  useTitle(current ? `${current.title} · Vendor Console` : 'Vendor Console');
  const profile = useVendorProfile();
  if (profile.isPending) return <p role="status">Loading…</p>;
  if (profile.isError) {
    const denied = profile.error instanceof ApiError && profile.error.status === 403;
    return (
      <section className="max-w-xl space-y-2">
        <h1 className="text-2xl font-semibold">{denied ? 'Access Denied' : 'Error Loading Vendor Information'}</h1>
        <p>{denied ? 'You are not registered as a vendor manager. Your email is not associated with any vendor.' : profile.error.message}</p>
        {denied && <p className="text-sm text-slate-600 dark:text-slate-400">Contact support if you believe this is an error.</p>}
      </section>
    );
  }
  const scope = { kind: 'vendor', vendorId: profile.data.id, vendorName: profile.data.name } as const;
  return (
    <NoticeProvider>
      <ScopeContext.Provider value={scope}>
        <p className="mb-1 text-sm font-medium text-slate-600 dark:text-slate-400">Vendor Console · {profile.data.name}</p>
        <nav aria-label="Vendor console" className="mb-6 overflow-x-auto">
          <ul className="flex gap-1 whitespace-nowrap border-b border-slate-200 pb-2 dark:border-slate-700">
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink to={s.path ? `/vendor/console/${s.path}` : '/vendor/console'} end className={navClass}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {current ? (
          <>
            {!current.path && <h1 className="mb-2 text-2xl font-semibold">Vendor Console</h1>}
            {current.render()}
          </>
        ) : (
          <p>This section does not exist.</p>
        )}
      </ScopeContext.Provider>
    </NoticeProvider>
  );
}
