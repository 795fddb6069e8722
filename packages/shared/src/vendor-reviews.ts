// The vendor in the path of a vendor's reviews (`/api/vendors/{id}/reviews`); the other review schemas are in capabilities.ts.
import { z } from 'zod';

export const vendorReviewsParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found'),
});
