import type { messageResponse } from '@portal/shared/accounts';
import type { avatarResponse, preferencesResponse, profileResponse, SavePreferencesRequest } from '@portal/shared/profile';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const profileKeys = { profile: ['profile'] as const, preferences: ['preferences'] as const };

export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.profile, queryFn: ({ signal }) => api<typeof profileResponse>('/api/profile', { signal }) });
export const preferencesQuery = () =>
  queryOptions({ queryKey: profileKeys.preferences, queryFn: ({ signal }) => api<typeof preferencesResponse>('/api/preferences', { signal }) });

export const savePreferences = (body: SavePreferencesRequest) => api<typeof preferencesResponse>('/api/preferences', { method: 'PUT', body });
export const uploadAvatar = (file: Blob) => api<typeof avatarResponse>('/api/profile/avatar', { method: 'PUT', body: file });
export const removeAvatar = () => api<typeof avatarResponse>('/api/profile/avatar', { method: 'DELETE' });
export const changePassword = (body: { currentPassword: string; newPassword: string }) => api<typeof messageResponse>('/api/account/password', { body });
export const deleteAccount = (body: { password: string; confirm: string }) => api<typeof messageResponse>('/api/account/delete', { body });
export const exportMyData = () => api<z.ZodRecord<z.ZodString, z.ZodUnknown>>('/api/account/export');
