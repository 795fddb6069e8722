import { webinarListOptions } from '../../../features/catalog/api/catalog-list-queries.ts';
import type { RouteData } from '../../../lib/route-data.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useWebinarAdminTools } from '../../../features/admin/components/webinar-admin-tools.tsx';
import { catalogKeys } from '../../../features/catalog/api/catalog-queries.ts';
import { WebinarList, webinarListParams } from '../../../features/catalog/components/webinar-list.tsx';
import { CalendarSubscribe, FeedLink } from '../../../components/calendar-subscribe.tsx';
import { useAuth } from '../../../lib/auth.tsx';

/** The list's first page, fetched before the server render (lib/route-data.ts). */
export const data: RouteData = ({ search }) => [webinarListOptions('anon', webinarListParams(search))];

/** The webinar list; admins also get Add Webinar and hover Edit/Delete (spec part 1, Webinars list). */
export default function WebinarsRoute() {
  const { me } = useAuth();
  const qc = useQueryClient();
  const admin = useWebinarAdminTools(() => qc.invalidateQueries({ queryKey: catalogKeys.all }));
  return (
    <>
      <FeedLink path="/rss/webinars.xml" title="AI Testing Hub webinars (RSS)" />
      <WebinarList
        admin={me?.roles.admin ? admin : undefined}
        actions={<CalendarSubscribe feedPath="/calendar/webinars.ics" name="AI Testing Hub webinars" />}
      />
    </>
  );
}
