import { messageResponse, sessionResponse } from '@portal/shared/accounts';
import { api } from '../../../lib/api-client.ts';

export const login = (body: { email: string; password: string }) => api('/api/auth/login', sessionResponse, { body, auth: false });
export const signup = (body: { email: string; password: string }) => api('/api/auth/signup', messageResponse, { body, auth: false });
export const confirmEmail = (token: string) => api('/api/auth/confirm', sessionResponse, { body: { token }, auth: false });
export const unlockDevice = (token: string) => api('/api/auth/unlock', messageResponse, { body: { token }, auth: false });
export const resendConfirmation = (email: string) => api('/api/auth/resend-confirmation', messageResponse, { body: { email }, auth: false });
export const forgotPassword = (email: string) => api('/api/auth/forgot-password', messageResponse, { body: { email }, auth: false });
export const resetPassword = (token: string, password: string) => api('/api/auth/reset-password', messageResponse, { body: { token, password }, auth: false });
