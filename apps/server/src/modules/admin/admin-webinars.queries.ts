import { sql } from 'drizzle-orm';
import { vendors, webinars } from '../../db/schema/catalog.ts';
import { byVendor, lower, statusIs, vendorContentQueries } from './admin-list.queries.ts';

/** Participants are the real registrations (one per member and webinar). */
const participants = sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = ${webinars.id})`;

export const webinarQueries = vendorContentQueries({
  table: webinars,
  columns: [
    'title',
    'description',
    'startTime',
    'endTime',
    'durationMinutes',
    'registrationUrl',
    'webinarUrl',
    'videoUrl',
    'recordingUrl',
    'thumbnailUrl',
    'status',
    'experienceLevel',
    'createdAt',
  ],
  computed: { participants },
  search: [webinars.title, webinars.description, vendors.name],
  where: (f) => statusIs(webinars.status, f.status ?? 'all'),
  sort: {
    title: lower(webinars.title),
    vendor: byVendor,
    startTime: 'startTime',
    durationMinutes: 'durationMinutes',
    status: 'status',
    participants,
    createdAt: 'createdAt',
  },
});
