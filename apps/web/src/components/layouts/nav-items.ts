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

export const adminLinks = [
  { to: paths.admin.root, label: 'Admin Dashboard', end: true },
  { to: paths.admin.webinars, label: 'Webinars' },
  { to: paths.admin.jobs, label: 'Jobs' },
  { to: paths.admin.productTrials, label: 'Product Trials' },
  { to: paths.admin.productUpdates, label: 'Product Updates' },
  { to: paths.admin.certifications, label: 'Certifications' },
  { to: paths.admin.aiCourses, label: 'AI Courses' },
  { to: paths.admin.vendors, label: 'Vendors' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.digests, label: 'Email Digests' },
  { to: paths.admin.settings, label: 'Email Settings' },
  { to: paths.admin.messages, label: 'Messages' },
];

export const footerLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.forum, label: 'Forum' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.vendors, label: 'Vendors' },
  { to: paths.jobs, label: 'Jobs' },
  { to: paths.certifications, label: 'Certifications' },
  { to: paths.productTrials, label: 'Product Trials' },
  { to: paths.webinars, label: 'Webinars' },
  { to: paths.aiCourses, label: 'AI Courses' },
  { to: paths.productUpdates, label: 'Product Updates' },
];
