import type { ContentType } from '@portal/shared/catalog';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NoticeProvider } from '../components/ui/notice.tsx';
import { useTitle } from '../lib/use-title.ts';

/** An admin screen: its title, and notices for what it does. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return <NoticeProvider>{children}</NoticeProvider>;
}

/** A member page with its heading over its parts. */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/**
 * The `:id` of a detail page. Its view is counted (the analytics beacon) by the detail itself, once the item
 * has loaded: a missing item records no view.
 */
export function useViewedId(_type: ContentType): string {
  const { id = '' } = useParams();
  return id;
}
