import { z } from 'zod';
import { consentNeeded } from './consent.ts';

export * from './webinars-text.ts';

export const webinarPanelResponse = z.object({
  webinar: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    vendorName: z.string().nullable(),
    status: z.enum(['upcoming', 'live', 'completed', 'cancelled']),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    registrationUrl: z.string().nullable(),
    webinarUrl: z.string().nullable(),
    recordingUrl: z.string().nullable(),
    /** Older than the Free plan's 7 days: recordingUrl is given to Pro members only. */
    recordingProOnly: z.boolean(),
  }),
  registered: z.boolean(),
});
export type WebinarPanelResponse = z.infer<typeof webinarPanelResponse>;

export const registerResponse = z.object({ created: z.boolean(), registrationUrl: z.string().nullable(), consentNeeded: consentNeeded.nullable().optional() });

/** Which action the side panel offers (part 1 section 4). */
export type WebinarAction =
  | { kind: 'register'; disabled: boolean; label: 'Register' | 'Registration Closed' }
  | { kind: 'join'; url: string | null }
  | { kind: 'recording'; url: string | null }
  | { kind: 'cancelled' };

export function webinarAction(
  w: { status: string; startTime: string | Date | null; webinarUrl: string | null; registrationUrl: string | null; recordingUrl: string | null },
  now: Date = new Date(),
): WebinarAction {
  if (w.status === 'cancelled') return { kind: 'cancelled' };
  if (w.status === 'live') return { kind: 'join', url: w.webinarUrl || w.registrationUrl || null };
  if (w.status === 'completed') return { kind: 'recording', url: w.recordingUrl || null };
  const started = w.startTime ? new Date(w.startTime).getTime() <= now.getTime() : false;
  return started ? { kind: 'register', disabled: true, label: 'Registration Closed' } : { kind: 'register', disabled: false, label: 'Register' };
}
