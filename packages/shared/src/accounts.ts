import { z } from 'zod';
import { displayName } from './accounts-text.ts';

export * from './accounts-text.ts';

export const PASSWORD_MIN = 6;

/** '30 seconds', '1 minute', '16 minutes', '1 hour' (rounded up). */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const messages = {
  fillAll: 'Please fill in all fields',
  passwordsMismatch: 'Passwords do not match',
  passwordShort: 'Password must be at least 6 characters',
  confirmFirst: 'Please confirm your e-mail address first',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Failed to sign in',
  signupFailed: 'Failed to sign up',
  tooManyAttempts: (retryAfterSeconds: number) => `Too many sign-in attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  unlockInvalid: 'This link is invalid, has expired or was already used.',
  unlocked: 'This device is now trusted for your account. Sign in with your password.',
  signupSent: 'Check your e-mail for a confirmation link to finish creating your account.',
  resetSent: 'If an account exists for that address, we have sent a link to reset your password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  confirmInvalid: 'This confirmation link is invalid or has expired.',
  passwordUpdated: 'Your password has been updated. Please sign in.',
  invalidEmail: 'Please enter a valid email address',
} as const;

const email = z
  .string({ message: messages.fillAll })
  .trim()
  .min(1, messages.fillAll)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ message: messages.invalidEmail }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ message: messages.fillAll })
  .min(1, messages.fillAll)
  .min(PASSWORD_MIN, messages.passwordShort)
  .max(200, 'Password must be 200 characters or less');

export const signupRequest = z.object({ email, password: newPassword });

/** The sign-up form adds the confirmation field; checked in the order the spec gives. */
export const signupForm = z.object({ email: z.string(), password: z.string(), confirmPassword: z.string() }).superRefine((v, ctx) => {
  if (!v.email.trim() || !v.password || !v.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: messages.fillAll, path: ['form'] });
    return;
  }
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: messages.passwordsMismatch, path: ['confirmPassword'] });
    return;
  }
  if (v.password.length < PASSWORD_MIN) {
    ctx.addIssue({ code: 'custom', message: messages.passwordShort, path: ['password'] });
  }
});

export const loginRequest = z.object({
  email: z
    .string({ message: messages.fillAll })
    .trim()
    .min(1, messages.fillAll)
    .max(254, messages.invalidEmail)
    .transform((v) => v.toLowerCase()),
  password: z.string({ message: messages.fillAll }).min(1, messages.fillAll).max(200),
});

export const emailOnlyRequest = z.object({ email });
export const tokenRequest = z.object({ token: z.string().min(10).max(200) });
export const resetPasswordRequest = z.object({ token: z.string().min(10).max(200), password: newPassword });
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, messages.fillAll).max(200, 'Current password is incorrect'),
  newPassword,
});

export const roles = z.object({
  admin: z.boolean(),
  vendorManager: z.object({ vendorId: z.string(), vendorName: z.string() }).nullable(),
  vendorAdmin: z.boolean(),
  pro: z.boolean(),
  staff: z.boolean(),
});
export type Roles = z.infer<typeof roles>;

/** A member's profile as the account screens show it. */
export const profileFields = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isPro: z.boolean(),
});
const profileDto = profileFields.extend({
  /** The theme chosen on /preferences (null: never chosen); signed-in browsers follow it. */
  theme: z.enum(['light', 'dark', 'system']).nullable(),
});

const userDto = z.object({ id: z.string(), email: z.string() });

export const meResponse = z.object({ user: userDto, profile: profileDto, roles });
export type MeResponse = z.infer<typeof meResponse>;

export const sessionResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int(),
  user: userDto,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const messageResponse = z.object({ message: z.string() });

/** Author display: full name, else e-mail local part, else 'Anonymous'. */
export function authorName(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  if (user?.fullName?.trim()) return user.fullName.trim();
  if (user?.email) return displayName(user.email);
  return 'Anonymous';
}

/** Staff: the e-mail ends with the company's own domain. */
export function isStaffEmail(email: string, companyDomain: string | undefined | null): boolean {
  if (!companyDomain) return false;
  const d = companyDomain.toLowerCase().replace(/^@/, '');
  return email.toLowerCase().endsWith(`@${d}`);
}
