/** Admin: Manage Users (spec part 2 sections 2, 3, 7, 8, 9; decisions 'Manage Users'). */
import { z } from 'zod';
import { profileFields } from './accounts.ts';
import { isoDateTime, optText, sortDir } from './admin.ts';

const userRoles = ['admin', 'vendor_admin', 'user'] as const;
type UserRole = (typeof userRoles)[number];
export const userSortFields = ['name', 'email', 'role', 'plan', 'joinedDate', 'lastSignIn'] as const;
export type UserSortField = (typeof userSortFields)[number];

export const USERS_PAGE_SIZE = 10;
const MAX_PAGE_BUTTONS = 5;

export const adminUsersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  sortField: z.enum(userSortFields).default('joinedDate'),
  sortOrder: sortDir.default('desc'),
  role: z.enum(['all', ...userRoles]).default('all'),
  plan: z.enum(['all', 'pro', 'free']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;
export type AdminUsersFilter = z.output<typeof adminUsersQuery>;

/** A member's profile (as the account screens show it) with what the admin users screen adds. */
export const adminUser = profileFields.extend({
  isAdmin: z.boolean(),
  isVendorAdmin: z.boolean(),
  subscription: z.object({ planType: z.string() }).nullable(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({
  users: z.array(adminUser),
  pagination: z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const adminUserUpdate = z.object({
  fullName: optText(200),
  company: optText(200),
  jobTitle: optText(200),
  isAdmin: z.boolean(),
  isVendorAdmin: z.boolean(),
  isPro: z.boolean(),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdate>;

export const inviteUserRequest = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid e-mail address')
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid e-mail address' })),
});

export const adminUserMessages = {
  fetchTitle: 'Error fetching users',
  fetchFailed: (body: string) => `Failed to fetch users: ${body}`,
  notFound: 'User not found',
  exists: 'A user with this e-mail already exists',
  ownAdmin: 'You cannot remove your own admin role',
  deleteSelf: 'You cannot delete your own account here',
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

/** The role a user is listed with: Admin wins over Vendor Admin, otherwise User. */
export function userRole(u: { isAdmin: boolean; isVendorAdmin: boolean }): UserRole {
  if (u.isAdmin) return 'admin';
  if (u.isVendorAdmin) return 'vendor_admin';
  return 'user';
}
export const roleLabels: Record<UserRole, string> = { admin: 'Admin', vendor_admin: 'Vendor Admin', user: 'User' };
export const planLabel = (u: { isPro: boolean }) => (u.isPro ? 'Pro' : 'Free');

export const userCsvColumns = ['Name', 'Email', 'Role', 'Plan', 'Company', 'Job Title', 'Joined Date', 'Last Sign In'] as const;
export function usersExportFilename(now = new Date()): string {
  return `users-export-${now.toISOString().slice(0, 10)}.csv`;
}

/** 'Showing X of Y users'. */
export const showingText = (shown: number, total: number) => `Showing ${shown} of ${total} users`;

/** Up to `max` page numbers centred on the current page, clamped to 1..totalPages. */
export function pageButtons(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, Math.max(totalPages, 1));
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export const inviteUserResponse = z.object({ ok: z.literal(true), message: z.string() });
