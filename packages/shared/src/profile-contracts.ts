// The profile's and account's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { messageResponse } from './accounts.ts';
import type {
  avatarResponse,
  changePasswordRequest,
  deleteAccountRequest,
  preferencesResponse,
  profileResponse,
  savePreferencesRequest,
  themeRequest,
  themeResponse,
} from './profile.ts';
import { contract } from './contract.ts';

const tags = ['profile'] as const;

export const getProfile = contract<{ answer: typeof profileResponse }>()({
  method: 'get',
  path: '/api/profile',
  summary: 'My profile and Pro subscription',
  tags,
  access: 'user',
});

export const getPreferences = contract<{ answer: typeof preferencesResponse }>()({
  method: 'get',
  path: '/api/preferences',
  summary: 'My personal info, notification and digest preferences, theme, and the topic and vendor choices',
  tags,
  access: 'user',
});

export const savePreferences = contract<{ body: typeof savePreferencesRequest; answer: typeof preferencesResponse }>()({
  method: 'put',
  path: '/api/preferences',
  summary: 'Save personal info and preferences (daily digest for Pro members only)',
  tags,
  access: 'user',
});

export const saveTheme = contract<{ body: typeof themeRequest; answer: typeof themeResponse }>()({
  method: 'put',
  path: '/api/profile/theme',
  summary: 'Save my theme (light, dark or system); signed-in browsers follow it',
  tags,
  access: 'user',
});

export const uploadAvatar = contract<{ answer: typeof avatarResponse }>()({
  method: 'put',
  path: '/api/profile/avatar',
  summary: 'Upload my avatar (raw PNG, JPEG, WebP or GIF body, at most 2 MB; checked by content and re-encoded)',
  tags,
  access: 'user',
  rawBody: true,
});

export const removeAvatar = contract<{ answer: typeof avatarResponse }>()({
  method: 'delete',
  path: '/api/profile/avatar',
  summary: 'Remove my avatar',
  tags,
  access: 'user',
});

export const changePassword = contract<{ body: typeof changePasswordRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/account/password',
  summary: 'Change my password (current password required); ends my other sessions',
  tags,
  access: 'user',
});

export const deleteAccount = contract<{ body: typeof deleteAccountRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/account/delete',
  summary: 'Delete my account and personal data (forum posts stay, shown as Anonymous)',
  tags,
  access: 'user',
});

export const exportData = contract()({
  method: 'get',
  path: '/api/account/export',
  summary: 'Download my data as JSON',
  tags,
  access: 'user',
  produces: 'application/json',
});
