import { messageResponse } from '@portal/shared/accounts';
import { avatarResponse, preferencesResponse, profileResponse, type SavePreferencesRequest } from '@portal/shared/profile';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const profileKeys = { profile: ['profile'] as const, preferences: ['preferences'] as const };

export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile, queryFn: ({ signal }) => api('/api/profile', profileResponse, { signal }) });
export const preferencesQuery = () =>
  queryOptions({ queryKey: profileKeys.preferences, queryFn: ({ signal }) => api('/api/preferences', preferencesResponse, { signal }) });

export const savePreferences = (body: SavePreferencesRequest) => api('/api/preferences', preferencesResponse, { method: 'PUT', body });
export const uploadAvatar = (file: Blob) => api('/api/profile/avatar', avatarResponse, { method: 'PUT', body: file });
export const removeAvatar = () => api('/api/profile/avatar', avatarResponse, { method: 'DELETE' });
export const changePassword = (body: { currentPassword: string; newPassword: string }) => api('/api/account/password', messageResponse, { body });
export const deleteAccount = (body: { password: string; confirm: string }) => api('/api/account/delete', messageResponse, { body });
export const exportMyData = () => api('/api/account/export', z.record(z.string(), z.unknown()));
