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
  topics: 'Topics',
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
} as const;

export type NavLinkItem = { to: string; label: string; end?: boolean };
export const links = (...keys: (keyof typeof labels)[]): NavLinkItem[] => keys.map((k) => ({ to: paths[k], label: labels[k] }));

export const headerLinks = links('vendors', 'jobs', 'certifications', 'productTrials', 'webinars', 'aiCourses', 'productUpdates', 'forum');

export const footerGroups = [
  { heading: 'Explore', links: links('webinars', 'jobs', 'vendors', 'productTrials') },
  { heading: 'Learn', links: links('certifications', 'aiCourses', 'productUpdates', 'topics') },
  { heading: 'Community', links: links('forum', 'about', 'contact') },
  { heading: 'Legal', links: links('privacy', 'terms') },
];

/** A navigation link's classes (header, mobile menu, sidebar). */
export const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;
