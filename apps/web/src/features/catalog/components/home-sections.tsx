import type { CertificationItem, CourseItem, JobItem, ProductUpdateItem, TrialItem, VendorItem, WebinarItem } from '@portal/shared/catalog-api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { JobCard } from './job-card.tsx';
import { ErrorState, SkeletonGrid } from './card-parts.tsx';
import { CertificationCard, CourseCard, UpdateCard } from './resource-cards.tsx';
import { TrialCard } from './trial-card.tsx';
import { VendorCard } from './vendor-card.tsx';
import { WebinarCard } from './webinar-card.tsx';

/** A landing or dashboard section: heading, 'View all' link, cards or the empty message. */
export function Section({
  title,
  to,
  empty,
  count,
  cols = 4,
  children,
}: {
  title: string;
  to: string;
  empty: string;
  count: number;
  cols?: 3 | 4;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={to} aria-label={`View all: ${title}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          View all
        </Link>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {empty}
        </p>
      ) : (
        <div className={`grid gap-4 sm:grid-cols-2 ${cols === 3 ? 'lg:grid-cols-3' : 'xl:grid-cols-4'}`}>{children}</div>
      )}
    </section>
  );
}

/** The items of each section, by the field that carries them in the landing and dashboard answers. */
type SectionItems = {
  featuredTrials: TrialItem;
  jobs: JobItem;
  certifications: CertificationItem;
  webinars: WebinarItem;
  productUpdates: ProductUpdateItem;
  courses: CourseItem;
  topVendors: VendorItem;
};
export type SectionKey = keyof SectionItems;

/** `landing`: the landing page's cards (certification and course cards show their own level and duration, docs/decisions/2101). */
const sections: { [K in SectionKey]: { title: string; to: string; empty: string; card: (item: SectionItems[K], landing: boolean) => ReactNode } } = {
  featuredTrials: {
    title: 'Featured Product Trials',
    to: paths.productTrials,
    empty: 'No featured trials at the moment',
    card: (t) => <TrialCard key={t.id} trial={t} />,
  },
  jobs: { title: 'Latest Job Opportunities', to: paths.jobs, empty: 'No job opportunities at the moment', card: (j) => <JobCard key={j.id} job={j} /> },
  certifications: {
    title: 'Latest Certifications',
    to: paths.certifications,
    empty: 'No certifications at the moment',
    card: (c) => <CertificationCard key={c.id} item={c} />,
  },
  webinars: {
    title: 'Upcoming Webinars',
    to: paths.webinars,
    empty: 'No upcoming webinars at the moment',
    card: (w) => <WebinarCard key={w.id} webinar={w} />,
  },
  productUpdates: {
    title: 'Latest Product Updates',
    to: paths.productUpdates,
    empty: 'No product updates at the moment',
    card: (u) => <UpdateCard key={u.id} item={u} />,
  },
  courses: {
    title: 'Latest AI Courses',
    to: paths.aiCourses,
    empty: 'No AI courses at the moment',
    card: (c) => <CourseCard key={c.id} item={c} />,
  },
  topVendors: { title: 'Top Vendors', to: paths.vendors, empty: 'No vendors available.', card: (v) => <VendorCard key={v.id} vendor={v} /> },
};

/** The sections `show` names, in that order, from one answer; on the landing page the trials take three columns. */
export function HomeSections({ data, show, landing = false }: { data: { [K in SectionKey]?: SectionItems[K][] }; show: SectionKey[]; landing?: boolean }) {
  return show.map((key) => {
    const { title, to, empty, card } = sections[key] as { title: string; to: string; empty: string; card: (item: unknown, landing: boolean) => ReactNode };
    const items: unknown[] = data[key] ?? [];
    return (
      <Section key={key} title={title} to={to} empty={empty} count={items.length} cols={landing && key === 'featuredTrials' ? 3 : 4}>
        {items.map((item) => card(item, landing))}
      </Section>
    );
  });
}

/** While the page's one answer loads or failed: the skeleton or the error, padded like the sections. */
export function HomeState({ q, count }: { q: { isPending: boolean; error: unknown }; count: number }) {
  return <div className="py-8">{q.isPending ? <SkeletonGrid count={count} /> : <ErrorState error={q.error} />}</div>;
}
