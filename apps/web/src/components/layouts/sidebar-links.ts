import { paths } from '../../config/paths.ts';
import { links, type NavLinkItem } from './nav-items.ts';

/** The signed-in sidebar's links and the admin screens' (their own module: a visitor's first load has the footer's links only). */

export const sidebarLinks = links(
  'dashboard',
  'webinars',
  'jobs',
  'vendors',
  'productUpdates',
  'productTrials',
  'certifications',
  'userTrials',
  'aiCourses',
  'forum',
);

/** Admin labels say what the screen does, so none repeats a member link's label. */
const adminLabels: [keyof typeof paths.admin, string][] = [
  ['root', 'Admin Dashboard'],
  ['webinars', 'Manage Webinars'],
  ['jobs', 'Manage Jobs'],
  ['productTrials', 'Manage Trials'],
  ['productUpdates', 'Manage Updates'],
  ['certifications', 'Manage Certifications'],
  ['aiCourses', 'Manage Courses'],
  ['vendors', 'Manage Vendors'],
  ['vendorTaxonomy', 'Capability Taxonomy'],
  ['topics', 'Manage Topics'],
  ['users', 'Manage Users'],
  ['digests', 'Email Digests'],
  ['settings', 'Email Settings'],
  ['messages', 'Messages'],
  ['submissions', 'Review Queue'],
  ['system', 'System'],
];
export const adminLinks: NavLinkItem[] = adminLabels.map(([k, label]) =>
  k === 'root' ? { to: paths.admin[k], label, end: true } : { to: paths.admin[k], label },
);

/** The footer's labelled groups (every spec link, plus the two mailto links in 'Get in touch'). */
