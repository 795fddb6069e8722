import { z } from 'zod';
import { changePasswordRequest, profileFields } from './accounts.ts';

export const preferencesMessages = {
  saved: 'Preferences saved successfully!',
  saveFailed: 'Error saving preferences. Please try again.',
  dailyProOnly: 'Daily digests are available to Pro members only',
  oneSchedule: 'Choose one of the weekly, bi-weekly or monthly digests',
} as const;

/** The weekly, bi-weekly and monthly digests are one choice of schedule: at most one is on (the daily one is Pro's extra). */
export const scheduleDigests = ['weeklyDigest', 'biweeklyDigest', 'monthlyDigest'] as const;
export type ScheduleDigest = (typeof scheduleDigests)[number];
export const schedulesOn = (d: Record<ScheduleDigest, boolean>) => scheduleDigests.filter((k) => d[k]).length;

export const avatarMessages = {
  wrongType: 'Please choose a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The image must be 2 MB or smaller',
  invalid: 'The file is not a valid image',
  empty: 'Please choose an image file',
  tooManyPixels: 'The image is too large: at most 25 megapixels (e.g. 5000 × 5000)',
  uploadLimit: 'You can upload at most 10 pictures an hour. Please try again later.',
} as const;

/** Avatar uploads per member per hour (the text above says the same number). */
export const AVATAR_UPLOADS_PER_HOUR = 10;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Pixel budget of an uploaded image (all frames of an animation together), checked from its header before decoding. */
export const AVATAR_MAX_PIXELS = 25_000_000;
const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
type AvatarType = (typeof avatarTypes)[number];

/** The image type from the file's first bytes (never from its name or declared type). */
export function sniffImageType(bytes: Uint8Array): { mime: AvatarType; ext: 'png' | 'jpg' | 'webp' | 'gif' } | null {
  const b = bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

const optionalText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((v) => (v ? v : null));

export const subscriptionDto = z.object({
  planType: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  discountPercentage: z.number().int(),
});

export const profileResponse = z.object({
  profile: profileFields,
  subscription: subscriptionDto.nullable(),
});

const themes = ['light', 'dark', 'system'] as const;

/** The header's theme toggle saves the choice to the profile of a signed-in member. */
export const themeRequest = z.object({ theme: z.enum(themes, { message: 'Theme must be light, dark or system' }) });
export const themeResponse = z.object({ theme: z.enum(themes) });

export const notificationPrefs = z.object({
  emailNotifications: z.boolean(),
  allWebinars: z.boolean(),
  upcomingWebinars: z.boolean(),
  featuredWebinars: z.boolean(),
});

const idList = z.array(z.string().min(1).max(100)).max(100);

export const digestPrefs = z.object({
  dailyDigest: z.boolean(),
  weeklyDigest: z.boolean(),
  biweeklyDigest: z.boolean(),
  monthlyDigest: z.boolean(),
  preferredTopics: idList,
  preferredVendors: idList,
});

const personalInfo = z.object({
  fullName: optionalText('Full name'),
  jobTitle: optionalText('Job title'),
  company: optionalText('Company'),
});

export const savePreferencesRequest = z.object({
  personal: personalInfo,
  theme: z.enum(themes).nullable(),
  notifications: notificationPrefs,
  digest: digestPrefs
    .extend({ preferredTopics: z.array(z.uuid({ message: 'Unknown topic' })).max(100) })
    .refine((d) => schedulesOn(d) <= 1, { message: preferencesMessages.oneSchedule, path: ['weeklyDigest'] }),
});
export type SavePreferencesRequest = z.input<typeof savePreferencesRequest>;

export const preferencesResponse = z.object({
  personal: z.object({ fullName: z.string().nullable(), jobTitle: z.string().nullable(), company: z.string().nullable() }),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  isPro: z.boolean(),
  theme: z.enum(themes).nullable(),
  notifications: notificationPrefs,
  digest: digestPrefs,
  options: z.object({
    topics: z.array(z.object({ id: z.string(), name: z.string() })),
    vendors: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type PreferencesResponse = z.infer<typeof preferencesResponse>;

export const avatarResponse = z.object({ avatarUrl: z.string().nullable() });

export { changePasswordRequest };

export const DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountRequest = z.object({
  password: z.string().min(1, 'Please enter your password').max(200, 'Please enter your password'),
  confirm: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
