import {
  contentTypeFilterLabels,
  contentTypeLabels,
  type LeadsResponse,
  type LikeContentType,
  leadJobDetails,
  leadMailto,
  leadsMessages,
  likeContentTypes,
} from '@portal/shared/leads';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  AlertTriangle,
  Award,
  BookOpen,
  Briefcase,
  Download,
  ExternalLink,
  FlaskConical,
  Heart,
  Mail,
  Megaphone,
  Search,
  ShieldAlert,
  Video,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { mailboxes } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadLeadsCsv, type LeadFilters, leadsQuery, leadsVendorQuery } from '../api/leads-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { VendorAnalytics } from './vendor-analytics.tsx';

const icons: Record<LikeContentType, typeof Briefcase> = {
  job: Briefcase,
  webinar: Video,
  certification: Award,
  product_update: Megaphone,
  product_trial: FlaskConical,
  ai_course: BookOpen,
};

const statCards: { key: keyof LeadsResponse['stats']; label: string }[] = [
  { key: 'total', label: 'Total Likes' },
  { key: 'job', label: 'Jobs' },
  { key: 'webinar', label: 'Webinars' },
  { key: 'certification', label: 'Certifications' },
  { key: 'product_update', label: 'Updates' },
  { key: 'product_trial', label: 'Trials' },
  { key: 'ai_course', label: 'Courses' },
];

function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">{leadsMessages.accessDenied}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{leadsMessages.notManager}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {leadsMessages.contactSupport}{' '}
        <a className="text-brand-600 underline dark:text-brand-300" href={`mailto:${mailboxes.support}`}>
          {mailboxes.support}
        </a>
      </p>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div className="mt-6 space-y-6" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {statCards.map((s) => (
          <div key={s.key} className="h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}

function Skeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
      <StatsSkeleton />
    </div>
  );
}

/** 'Error Loading Vendor Information' / 'Error Loading User Likes' with the server's message and a retry. */
function LoadError({ title, message, onRetry, page }: { title: string; message: string; onRetry: () => void; page?: boolean }) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="mx-auto mt-6 max-w-lg rounded-lg border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle className="mx-auto h-10 w-10 text-red-600 dark:text-red-400" aria-hidden="true" />
      <Heading className="mt-3 text-xl font-semibold text-red-800 dark:text-red-200">{title}</Heading>
      <p className="mt-2 text-red-700 dark:text-red-300">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

const denied = (e: unknown) => e instanceof ApiError && e.status === 403;

/**
 * /vendor/leads ('User Likes'): who liked the manager's vendor content. Two requests, so each failure
 * has its own screen: the vendor (header; 403 = Access Denied) and the likes (stats, rows, count).
 */
export function LeadsScreen() {
  const [filters, setFilters] = useState<LeadFilters>({ search: '', contentType: 'all', page: 1 });
  const [draft, setDraft] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const vendorQ = useQuery(leadsVendorQuery());
  const q = useQuery(leadsQuery(filters, vendorQ.isSuccess));

  if (vendorQ.isPending) return <Skeleton />;
  if (vendorQ.isError) {
    if (denied(vendorQ.error)) return <AccessDenied />;
    return <LoadError page title={leadsMessages.vendorError} message={vendorQ.error.message} onRetry={() => vendorQ.refetch()} />;
  }
  if (q.isError && denied(q.error)) return <AccessDenied />;
  const vendor = vendorQ.data.vendor;
  const data = q.data;
  const filtered = !!(filters.search || filters.contentType !== 'all');
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilters((f) => ({ ...f, search: draft.trim(), page: 1 }));
  };
  const onExport = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadLeadsCsv({ search: filters.search, contentType: filters.contentType });
    } catch (e) {
      setExportError(e instanceof Error ? e.message : 'Could not export the leads');
    } finally {
      setExporting(false);
    }
  };

  const searchForm = (
    <search className="mt-6 block">
      <form onSubmit={onSearch} className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <label htmlFor="leads-search" className="sr-only">
            Search likes
          </label>
          <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            id="leads-search"
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Search by user name, email, company, or content..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <div>
          <label htmlFor="leads-type" className="sr-only">
            Content type
          </label>
          <select
            id="leads-type"
            className={inputClass}
            value={filters.contentType}
            onChange={(e) => setFilters((f) => ({ ...f, contentType: e.target.value as LeadFilters['contentType'], page: 1 }))}
          >
            <option value="all">All Content Types</option>
            {likeContentTypes.map((t) => (
              <option key={t} value={t}>
                {contentTypeFilterLabels[t]}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setFilters({ search: '', contentType: 'all', page: 1 });
            }}
          >
            Clear filters
          </Button>
        )}
      </form>
    </search>
  );

  return (
    <section>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {vendor.logoUrl ? (
            <img
              src={vendor.logoUrl}
              alt={`${vendor.name} logo`}
              className="h-14 w-14 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
            />
          ) : (
            <div className="flex h-14 w-14 items-center justify-center rounded-lg bg-brand-50 text-xl font-semibold text-brand-700 dark:bg-slate-800 dark:text-white">
              {vendor.name.charAt(0)}
            </div>
          )}
          <div>
            <h1 className="text-2xl font-semibold">User Likes</h1>
            <p className="text-slate-600 dark:text-slate-400">Users who liked your content</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              <span className="font-medium text-slate-700 dark:text-slate-200" data-testid="leads-vendor-name">
                {vendor.name}
              </span>{' '}
              · {vendor.managerEmail}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={onExport} disabled={exporting || !data || data.total === 0}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </header>
      {exportError && (
        <div className="mt-4">
          <Alert tone="error">{exportError}</Alert>
        </div>
      )}

      {q.isPending ? (
        <StatsSkeleton />
      ) : !data ? (
        <>
          {searchForm}

          <LoadError title={leadsMessages.likesError} message={q.error?.message ?? 'Could not load the likes'} onRetry={() => q.refetch()} />
        </>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {statCards.map((s) => (
              <div key={s.key} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{s.label}</dt>
                <dd className="mt-1 text-2xl font-semibold" data-testid={`stat-${s.key}`}>
                  {data.stats[s.key]}
                </dd>
              </div>
            ))}
          </dl>
          <VendorAnalytics />

          {searchForm}

          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="leads-count">
            Showing {data.items.length} of {data.total} likes
            {filtered ? ' matching your filters' : ` for ${vendor.name}`}
          </p>

          {data.items.length === 0 ? (
            <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <Heart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold">No Likes Found</h2>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {filtered ? 'No likes match your current filters.' : 'No users have liked your content yet.'}
              </p>
              {!filtered && (
                <>
                  <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Members can like your:</p>
                  <ul className="mt-2 flex flex-wrap justify-center gap-2 text-sm">
                    {likeContentTypes.map((t) => (
                      <li key={t} className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">
                        {contentTypeFilterLabels[t]}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
              <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
                <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Job Details
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Content Liked
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Content Type
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Date Liked
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
                  {data.items.map((l) => {
                    const Icon = icons[l.contentType];
                    return (
                      <tr key={l.id}>
                        <td className="px-4 py-3">
                          <div className="font-medium text-slate-900 dark:text-slate-100">{l.userEmail}</div>
                          {l.userName && <div className="text-xs text-slate-500 dark:text-slate-400">{l.userName}</div>}
                        </td>
                        <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{leadJobDetails(l)}</td>
                        <td className="px-4 py-3">
                          <div className="text-slate-900 dark:text-slate-100">{l.contentTitle}</div>
                          {l.contentUrl && (
                            <a
                              href={l.contentUrl}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="inline-flex items-center gap-1 text-xs text-brand-600 hover:underline dark:text-brand-300"
                            >
                              View Content
                              <ExternalLink className="h-3 w-3" aria-hidden="true" />
                              <span className="sr-only">(opens in a new tab)</span>
                            </a>
                          )}
                        </td>
                        <td className="px-4 py-3">
                          <span className="inline-flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
                            <Icon className="h-4 w-4" aria-hidden="true" />
                            {contentTypeLabels[l.contentType]}
                          </span>
                        </td>
                        <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">
                          <time dateTime={l.createdAt}>{format(new Date(l.createdAt), 'MMM d, yyyy h:mm a')}</time>
                        </td>
                        <td className="px-4 py-3">
                          <a
                            href={leadMailto(l, vendor.name)}
                            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-300"
                            aria-label={`Contact ${l.userEmail}`}
                          >
                            <Mail className="h-4 w-4" aria-hidden="true" />
                            Contact
                          </a>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}

          <Pager page={data.page} totalPages={data.totalPages} onPage={(p) => setFilters((f) => ({ ...f, page: p }))} />
        </>
      )}

      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
        When a member likes your content, an automatic e-mail notification is sent to your vendor manager e-mail ({vendor.managerEmail}).
      </p>
    </section>
  );
}
