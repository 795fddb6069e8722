import { z } from 'zod';

/**
 * Consent to share a member's details with one vendor (issue 13 item 5, docs/decisions/1801).
 * The wording is versioned: the server records the key and the exact text it renders for the vendor.
 */
export const sharedFields = ['Name', 'E-mail address', 'Job title', 'Company'] as const;

export const CONSENT_WORDING_KEY = 'lead-share-v1';

export const consentWordings = {
  'lead-share-v1': (vendorName: string) =>
    `Share your details with ${vendorName}? If you choose Share, ${vendorName} can see your name, e-mail address, job title and company next to the content you like, register for or activate, and may contact you about it. If you choose Not now, ${vendorName} only sees that a member showed interest, without any detail about you. You can change this at any time in Preferences.`,
} as const satisfies Record<string, (vendorName: string) => string>;
type ConsentWordingKey = keyof typeof consentWordings;
const consentWordingKeys = Object.keys(consentWordings) as [ConsentWordingKey, ...ConsentWordingKey[]];

const consentSources = ['like', 'webinar_registration', 'trial_activation', 'preferences'] as const;
export type ConsentSource = (typeof consentSources)[number];

export const consentMessages = {
  dialogTitle: (vendorName: string) => `Share your details with ${vendorName}?`,
  share: 'Share',
  notNow: 'Not now',
  withdraw: 'Withdraw',
  shareNow: 'Share',
  vendorNotFound: 'Vendor not found',
  sectionTitle: 'Sharing with vendors',
  sectionIntro:
    'Vendors see your name, e-mail address, job title and company only if you chose Share for them. Withdrawing takes effect at once: the vendor no longer sees your details on its leads screen or in its exports.',
  empty: 'You have not liked, registered for or activated anything from a vendor yet.',
  loadError: 'Could not load your sharing choices.',
} as const;

/** In like / register / activate answers when the member has never answered for this vendor. */
export const consentNeeded = z.object({ vendorId: z.string(), vendorName: z.string(), source: z.enum(consentSources) });
export type ConsentNeeded = z.infer<typeof consentNeeded>;

export const consentDecisionRequest = z.object({
  vendorId: z.string().trim().min(1, 'Vendor is required').max(200),
  shared: z.boolean({ message: 'Choose Share or Not now' }),
  wordingKey: z.enum(consentWordingKeys, { message: 'Unknown wording' }),
  source: z.enum(consentSources, { message: 'Invalid source' }),
});
export type ConsentDecisionRequest = z.infer<typeof consentDecisionRequest>;

const vendorConsent = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  /** null: never answered (treated as not shared). */
  shared: z.boolean().nullable(),
  decidedAt: z.string().nullable(),
  wording: z.string().nullable(),
});
export type VendorConsent = z.infer<typeof vendorConsent>;
export const vendorConsentsResponse = z.object({ items: z.array(vendorConsent) });
export const consentDecisionResponse = z.object({ consent: vendorConsent });
