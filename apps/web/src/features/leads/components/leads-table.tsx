import {
  contentTypeFilterLabels,
  contentTypeLabels,
  type LeadRow,
  type LikeContentType,
  leadJobDetails,
  leadMailto,
  likeContentTypes,
} from '@portal/shared/leads';
import { type Column, DataTable, plainLook } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Award, BookOpen, Briefcase, ExternalLink, FlaskConical, Heart, Mail, Megaphone, Video } from 'lucide-react';

const icons: Record<LikeContentType, typeof Briefcase> = {
  job: Briefcase,
  webinar: Video,
  certification: Award,
  product_update: Megaphone,
  product_trial: FlaskConical,
  ai_course: BookOpen,
};

export function LeadsEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <Heart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">No Likes Found</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{filtered ? 'No likes match your current filters.' : 'No users have liked your content yet.'}</p>
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
  );
}

const look = plainLook('px-4 py-3', 'mt-4');
const muted = 'text-slate-700 dark:text-slate-300';

const columns = (vendorName: string): Column<LeadRow, never>[] => [
  {
    key: 'email',
    label: 'Email',
    render: (l) => (
      <>
        <div className="font-medium text-slate-900 dark:text-slate-100">{l.userEmail}</div>
        {l.userName && <div className="text-xs text-slate-500 dark:text-slate-400">{l.userName}</div>}
      </>
    ),
  },
  { key: 'job', label: 'Job Details', cellClassName: muted, render: leadJobDetails },
  {
    key: 'content',
    label: 'Content Liked',
    render: (l) => (
      <>
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
      </>
    ),
  },
  {
    key: 'type',
    label: 'Content Type',
    render: (l) => {
      const Icon = icons[l.contentType];
      return (
        <span className={`inline-flex items-center gap-1.5 ${muted}`}>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {contentTypeLabels[l.contentType]}
        </span>
      );
    },
  },
  {
    key: 'date',
    label: 'Date Liked',
    cellClassName: `whitespace-nowrap ${muted}`,
    render: (l) => <time dateTime={l.createdAt}>{formatDateTime(l.createdAt)}</time>,
  },
  {
    key: 'actions',
    label: 'Actions',
    render: (l) => (
      <a
        href={leadMailto(l, vendorName)}
        className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-300"
        aria-label={`Contact ${l.userEmail}`}
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        Contact
      </a>
    ),
  },
];

/** The consenting members' likes: contact details, content, type, date and a Contact link. */
export function LeadsTable({ items, vendorName }: { items: LeadRow[]; vendorName: string }) {
  return <DataTable look={look} columns={columns(vendorName)} rows={items} />;
}
