/**
 * The fields a content record has both as a public catalogue item (catalog-items.ts) and as an admin console
 * row (admin-content.ts, admin-directory.ts): one block per content type, so the two views cannot drift apart.
 */
import { z } from 'zod';

export const vendorRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable();
export type VendorRef = z.infer<typeof vendorRef>;

/** A vendor's own fields, on its public page and in the admin vendor list. */
export const vendorItemFields = {
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
};

export const namedItem = { name: z.string(), description: z.string().nullable() };

/**
 * Certifications and courses: level and duration as the description states them; isPremium marks an item
 * for Pro members (the public item then carries no link, docs/decisions/2101).
 */
const linkedExtras = { isPremium: z.boolean(), level: z.string().nullable(), duration: z.string().nullable() };
export const certificationFields = { ...namedItem, certificationLink: z.string().nullable(), videoUrl: z.string().nullable(), ...linkedExtras };
export const courseFields = { ...namedItem, courseLink: z.string().nullable(), videoUrl: z.string().nullable(), ...linkedExtras };

export const jobFields = {
  jobTitle: z.string(),
  jobDescription: z.string().nullable(),
  jobPageUrl: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationCountry: z.string().nullable(),
  experienceLevel: z.string(),
  jobType: z.string(),
  salaryCurrency: z.string(),
  requirements: z.array(z.string()),
  postedDate: z.string().nullable(),
  status: z.string(),
};

export const webinarFields = {
  title: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  registrationUrl: z.string().nullable(),
  webinarUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  experienceLevel: z.string().nullable(),
};

export const productUpdateFields = {
  productName: z.string(),
  version: z.string(),
  releaseDate: z.string(),
  features: z.array(z.string()),
  releaseNotesUrl: z.string().nullable(),
  demoVideoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
};
