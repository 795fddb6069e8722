import { paths } from '../../config/paths.ts';

/** The link label of each member-facing page, by its key in `paths`. */
const labels = {
  dashboard: 'Dashboard',
  webinars: 'Webinars',
  jobs: 'Jobs',
  vendors: 'Vendors',
  certifications: 'Certifications',
  productTrials: 'Product Trials',
  aiCourses: 'AI Courses',
  productUpdates: 'Product Updates',
  userTrials: 'My Trials',
  forum: 'Forum',
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
} as const;

type NavLinkItem = { to: string; label: string; end?: boolean };
const links = (...keys: (keyof typeof labels)[]): NavLinkItem[] => keys.map((k) => ({ to: paths[k], label: labels[k] }));

export const headerLinks = links('vendors', 'jobs', 'certifications', 'productTrials', 'webinars', 'aiCourses', 'productUpdates');

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
  ['topics', 'Manage Topics'],
  ['users', 'Manage Users'],
  ['digests', 'Email Digests'],
  ['settings', 'Email Settings'],
  ['messages', 'Messages'],
];
export const adminLinks: NavLinkItem[] = adminLabels.map(([k, label]) =>
  k === 'root' ? { to: paths.admin[k], label, end: true } : { to: paths.admin[k], label },
);

/** The footer's labelled groups (every spec link, plus the two mailto links in 'Get in touch'). */
export const footerGroups = [
  { heading: 'Explore', links: links('webinars', 'jobs', 'vendors', 'productTrials') },
  { heading: 'Learn', links: links('certifications', 'aiCourses', 'productUpdates') },
  { heading: 'Community', links: links('forum', 'about', 'contact') },
  { heading: 'Legal', links: links('privacy', 'terms') },
];

/** A navigation link's classes (header, mobile menu, sidebar). */
export const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;
