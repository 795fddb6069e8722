import type { avatarResponse, DeleteAccountRequest, SavePreferencesRequest } from '@portal/shared/profile';
import * as profile from '@portal/shared/profile-contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-contract.ts';

export const profileKeys = { profile: ['profile'] as const, preferences: ['preferences'] as const };

export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile, queryFn: ({ signal }) => call(profile.getProfile, { signal }) });
export const preferencesQuery = () => queryOptions({ queryKey: profileKeys.preferences, queryFn: ({ signal }) => call(profile.getPreferences, { signal }) });

export const savePreferences = (body: SavePreferencesRequest) => call(profile.savePreferences, { body });
/** A raw image body (the contract declares rawBody, no JSON schema): sent through api() as the file itself. */
export const uploadAvatar = (file: Blob) => api<typeof avatarResponse>(profile.uploadAvatar.path, { method: 'PUT', body: file });
export const removeAvatar = () => call(profile.removeAvatar, {});
export const changePassword = (body: { currentPassword: string; newPassword: string }) => call(profile.changePassword, { body });
/** The typed confirmation word is sent as typed: the server checks it and answers the message to show. */
export const deleteAccount = (body: { password: string; confirm: string }) => call(profile.deleteAccount, { body: body as DeleteAccountRequest });
/** A file download (the contract names no answer schema: the whole account's data as JSON). */
export const exportMyData = () => api<z.ZodRecord<z.ZodString, z.ZodUnknown>>(profile.exportData.path);
