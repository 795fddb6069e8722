import { z } from 'zod';
import { likeContentTypes } from './leads.ts';

/** Vendor analytics (docs/decisions/1803-vendor-analytics.md): aggregate counts only, never member identities. */

export const viewRequest = z.object({ type: z.enum(likeContentTypes), id: z.uuid() });
export type ViewRequest = z.infer<typeof viewRequest>;
export const viewResponse = z.object({ counted: z.boolean() });

export const analyticsPeriods = [4, 12, 26] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const analyticsPeriodLabels: Record<AnalyticsPeriod, string> = { 4: 'Last 4 weeks', 12: 'Last 12 weeks', 26: 'Last 26 weeks' };

export const analyticsQuery = z.object({
  weeks: z.coerce
    .number()
    .int()
    .refine((n) => (analyticsPeriods as readonly number[]).includes(n), { message: 'Choose 4, 12 or 26 weeks' })
    .default(12),
});

const counts = {
  views: z.number().int(),
  likes: z.number().int(),
  registrations: z.number().int(),
  activations: z.number().int(),
  completedTrials: z.number().int(),
  /** Mean of the ratings given with completed trials, two decimals; null without ratings. */
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
};
const analyticsCounts = z.object(counts);
export type AnalyticsCounts = z.infer<typeof analyticsCounts>;

const analyticsItem = z.object({ contentType: z.enum(likeContentTypes), contentId: z.string(), title: z.string(), ...counts });
export type AnalyticsItem = z.infer<typeof analyticsItem>;

const analyticsWeek = z.object({ weekStart: z.string(), ...counts });
export type AnalyticsWeek = z.infer<typeof analyticsWeek>;

export const analyticsResponse = z.object({
  weeks: z.number().int(),
  /** First day (Monday, UTC) of the period and today's date. */
  from: z.string(),
  to: z.string(),
  totals: analyticsCounts,
  series: z.array(analyticsWeek),
  items: z.array(analyticsItem),
  /** True when the vendor has more content items than the answer lists (the most active come first). */
  itemsCapped: z.boolean(),
});

export type AnalyticsMetric = 'views' | 'likes' | 'registrations' | 'activations' | 'completedTrials';
export const analyticsMetricLabels: Record<AnalyticsMetric, string> = {
  views: 'Views',
  likes: 'Likes',
  registrations: 'Registrations',
  activations: 'Trial activations',
  completedTrials: 'Completed trials',
};

/** The funnel: views → likes → registrations and trial activations → completed trials. */
export function analyticsFunnel(t: AnalyticsCounts): { key: string; label: string; value: number }[] {
  return [
    { key: 'views', label: 'Views', value: t.views },
    { key: 'likes', label: 'Likes', value: t.likes },
    { key: 'signups', label: 'Registrations and trial activations', value: t.registrations + t.activations },
    { key: 'completed', label: 'Completed trials', value: t.completedTrials },
  ];
}

export const analyticsCsvHeader = [
  'Content Type',
  'Content',
  'Views',
  'Likes',
  'Registrations',
  'Trial Activations',
  'Completed Trials',
  'Average Rating',
  'Ratings',
];

export const analyticsMessages = {
  title: 'Content Analytics',
  empty: 'No activity yet. Views, likes, registrations and trials of your content will appear here.',
  error: 'Error Loading Analytics',
} as const;
