import type { ContentType } from '@portal/shared/catalog';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { LikeButton } from './like-button.tsx';
import { ErrorState } from './card-parts.tsx';
import { ShareButton } from './share-button.tsx';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {children}
    </Link>
  );
}

/** Loading, 'X not found' (with a way back) or another error; null once the data is there. */
export function DetailState({
  q,
  notFound,
  back,
}: {
  q: { isPending: boolean; isError: boolean; error: unknown };
  notFound: string;
  back: { to: string; label: string };
}) {
  if (q.isPending) return <DetailSkeleton />;
  if (q.isError) {
    if ((q.error as { status?: number })?.status === 404) {
      return (
        <div className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-2xl font-semibold">{notFound}</h1>
          <ButtonLink to={back.to} className="mt-6">
            {back.label}
          </ButtonLink>
        </div>
      );
    }
    return <ErrorState error={q.error} />;
  }
  return null;
}

/** The shape of a detail page (back link, title, meta, body and side panel) while it loads. */
function DetailSkeleton() {
  const bar = 'animate-pulse rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-label="Loading" data-testid="detail-skeleton" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <div className={`h-4 w-32 ${bar}`} />
        <div className={`h-9 w-3/4 ${bar}`} />
        <div className={`h-4 w-1/3 ${bar}`} />
        <div className={`h-24 w-full ${bar}`} />
      </div>
      <div className={`h-48 rounded-xl ${bar}`} />
    </div>
  );
}

type DetailQuery<T> = { data?: T; isPending: boolean; isError: boolean; error: unknown };

/**
 * A detail page: its loading and 'not found' states, then the back link over a two-column grid (the
 * page and its side panel, from `children`) and what goes under it (`below`).
 */
export function DetailPage<T>({
  q,
  notFound,
  back,
  below,
  children,
}: {
  q: DetailQuery<T>;
  notFound: string;
  back: { to: string; label: string };
  below?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const d = q.data;
  if (!d) return <DetailState q={q} notFound={notFound} back={back} />;
  return (
    <article>
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">{children(d)}</div>
      {below?.(d)}
    </article>
  );
}

/** Like and Share under a detail page's title. */
export function DetailSocial({
  type,
  item,
  title,
  path,
  className = 'mt-4 flex items-center gap-2',
}: {
  type: ContentType;
  item: { id: string; likeCount: number; likedByMe: boolean };
  title: string;
  path: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <LikeButton type={type} id={item.id} count={item.likeCount} liked={item.likedByMe} label={title} />
      <ShareButton title={title} path={path} detail />
    </div>
  );
}

/** The vendor's name under a detail page's title, linking to its page. */
export function VendorLink({ vendor, className = 'dark:text-brand-300' }: { vendor: { id: string; name: string }; className?: string }) {
  return (
    <Link to={paths.vendor(vendor.id)} className={`font-medium text-brand-700 hover:underline ${className}`}>
      {vendor.name}
    </Link>
  );
}
