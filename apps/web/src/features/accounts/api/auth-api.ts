import type { messageResponse, sessionResponse } from '@portal/shared/accounts';
import { api, newIdempotencyKey } from '../../../lib/api-client.ts';

export const login = (body: { email: string; password: string }) => api<typeof sessionResponse>('/api/auth/login', { body, auth: false });
/** One submit, one Idempotency-Key (decision 2506). */
export const signup = (body: { email: string; password: string }) =>
  api<typeof messageResponse>('/api/auth/signup', { body, auth: false, idempotencyKey: newIdempotencyKey() });
export const confirmEmail = (token: string) => api<typeof sessionResponse>('/api/auth/confirm', { body: { token }, auth: false });
export const unlockDevice = (token: string) => api<typeof messageResponse>('/api/auth/unlock', { body: { token }, auth: false });
export const resendConfirmation = (email: string) => api<typeof messageResponse>('/api/auth/resend-confirmation', { body: { email }, auth: false });
export const forgotPassword = (email: string) => api<typeof messageResponse>('/api/auth/forgot-password', { body: { email }, auth: false });
export const resetPassword = (token: string, password: string) =>
  api<typeof messageResponse>('/api/auth/reset-password', { body: { token, password }, auth: false });
