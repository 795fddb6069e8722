import { describe, expect, it } from 'vitest';
import { adminUsersQuery, pageButtons, userRole, usersExportFilename } from './admin-users.ts';

describe('admin users rules', () => {
  it('page buttons: at most 5, centred, clamped', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(1, 0)).toEqual([1]);
  });
  it('role: admin wins, then vendor admin, else user', () => {
    expect(userRole({ isAdmin: true, isVendorAdmin: true })).toBe('admin');
    expect(userRole({ isAdmin: false, isVendorAdmin: true })).toBe('vendor_admin');
    expect(userRole({ isAdmin: false, isVendorAdmin: false })).toBe('user');
  });
  it('defaults: joinedDate desc, 10 per page', () => {
    expect(adminUsersQuery.parse({})).toMatchObject({ sortField: 'joinedDate', sortOrder: 'desc', perPage: 10, page: 1, role: 'all', plan: 'all' });
    expect(adminUsersQuery.safeParse({ sortField: 'password' }).success).toBe(false);
  });
  it('export file name', () => {
    expect(usersExportFilename(new Date('2026-03-04T10:00:00Z'))).toBe('users-export-2026-03-04.csv');
  });
});
