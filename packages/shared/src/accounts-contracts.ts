// The sign-up, sign-in and session HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type {
  emailOnlyRequest,
  loginRequest,
  meResponse,
  messageResponse,
  resetPasswordRequest,
  sessionResponse,
  signupRequest,
  tokenRequest,
} from './accounts.ts';
import { contract } from './contract.ts';

const tags = ['auth'] as const;

export const signup = contract<{ body: typeof signupRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/signup',
  summary: 'Create an account and e-mail a confirmation link',
  tags,
  access: 'public',
  status: 201,
});

export const resendConfirmation = contract<{ body: typeof emailOnlyRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/resend-confirmation',
  summary: 'Send the confirmation e-mail again',
  tags,
  access: 'public',
});

export const confirmEmail = contract<{ body: typeof tokenRequest; answer: typeof sessionResponse }>()({
  method: 'post',
  path: '/api/auth/confirm',
  summary: 'Confirm the e-mail address from the link and sign in',
  tags,
  access: 'public',
});

export const login = contract<{ body: typeof loginRequest; answer: typeof sessionResponse }>()({
  method: 'post',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password',
  tags,
  access: 'public',
});

export const unlock = contract<{ body: typeof tokenRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/unlock',
  summary: 'Trust this browser for the account named by an e-mailed unlock link (its sign-ins skip the throttling that others caused)',
  tags,
  access: 'public',
});

export const refresh = contract<{ answer: typeof sessionResponse }>()({
  method: 'post',
  path: '/api/auth/refresh',
  summary: 'Rotate the refresh cookie and get a new access token',
  tags,
  access: 'public',
});

export const logout = contract<{ answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/logout',
  summary: 'End this session',
  tags,
  access: 'public',
});

export const forgotPassword = contract<{ body: typeof emailOnlyRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/forgot-password',
  summary: 'E-mail a single-use password reset link',
  tags,
  access: 'public',
});

export const resetPassword = contract<{ body: typeof resetPasswordRequest; answer: typeof messageResponse }>()({
  method: 'post',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with a reset link',
  tags,
  access: 'public',
});

export const me = contract<{ answer: typeof meResponse }>()({
  method: 'get',
  path: '/api/me',
  summary: 'The signed-in user, profile and roles',
  tags,
  access: 'user',
});
