import {
  contentTypeFilterLabels,
  contentTypeLabels,
  type LeadRow,
  type LikeContentType,
  leadJobDetails,
  leadMailto,
  likeContentTypes,
} from '@portal/shared/leads';
import { format } from 'date-fns';
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

/** The consenting members' likes: contact details, content, type, date and a Contact link. */
export function LeadsTable({ items, vendorName }: { items: LeadRow[]; vendorName: string }) {
  return (
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
          {items.map((l) => {
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
                    href={leadMailto(l, vendorName)}
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
  );
}
