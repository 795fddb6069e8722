import { paths } from '../../config/paths.ts';

export const headerLinks = [
  { to: paths.vendors, label: 'Vendors' },
  { to: paths.jobs, label: 'Jobs' },
  { to: paths.certifications, label: 'Certifications' },
  { to: paths.productTrials, label: 'Product Trials' },
  { to: paths.webinars, label: 'Webinars' },
  { to: paths.aiCourses, label: 'AI Courses' },
  { to: paths.productUpdates, label: 'Product Updates' },
];

export const sidebarLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.webinars, label: 'Webinars' },
  { to: paths.jobs, label: 'Jobs' },
  { to: paths.vendors, label: 'Vendors' },
  { to: paths.productUpdates, label: 'Product Updates' },
  { to: paths.productTrials, label: 'Product Trials' },
  { to: paths.certifications, label: 'Certifications' },
  { to: paths.userTrials, label: 'My Trials' },
  { to: paths.aiCourses, label: 'AI Courses' },
  { to: paths.forum, label: 'Forum' },
];

/** Admin labels say what the screen does, so none repeats a member link's label. */
export const adminLinks = [
  { to: paths.admin.root, label: 'Admin Dashboard', end: true },
  { to: paths.admin.webinars, label: 'Manage Webinars' },
  { to: paths.admin.jobs, label: 'Manage Jobs' },
  { to: paths.admin.productTrials, label: 'Manage Trials' },
  { to: paths.admin.productUpdates, label: 'Manage Updates' },
  { to: paths.admin.certifications, label: 'Manage Certifications' },
  { to: paths.admin.aiCourses, label: 'Manage Courses' },
  { to: paths.admin.vendors, label: 'Manage Vendors' },
  { to: paths.admin.topics, label: 'Manage Topics' },
  { to: paths.admin.users, label: 'Manage Users' },
  { to: paths.admin.digests, label: 'Email Digests' },
  { to: paths.admin.settings, label: 'Email Settings' },
  { to: paths.admin.messages, label: 'Messages' },
];

/** The footer's labelled groups (every spec link, plus the two mailto links in 'Get in touch'). */
export const footerGroups = [
  {
    heading: 'Explore',
    links: [
      { to: paths.webinars, label: 'Webinars' },
      { to: paths.jobs, label: 'Jobs' },
      { to: paths.vendors, label: 'Vendors' },
      { to: paths.productTrials, label: 'Product Trials' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { to: paths.certifications, label: 'Certifications' },
      { to: paths.aiCourses, label: 'AI Courses' },
      { to: paths.productUpdates, label: 'Product Updates' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { to: paths.forum, label: 'Forum' },
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
    ],
  },
];

/** A navigation link's classes (header, mobile menu, sidebar). */
export const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;
