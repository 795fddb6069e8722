/**
 * The icons drawn by CSS (components/ui/icon.tsx, decision 2470): lucide's names, each with the options its uses need.
 * `fill: true` also makes the filled variant (`<Icon name="heart" filled />`, as lucide's `fill-current` did).
 * The build turns this list into CSS from lucide's own icon data (lib/icon-css.ts, `cssIcons()` in vite.config.ts):
 * adding a name here is all it takes. No imports: vite.config.ts reads this file too.
 */
export const cssIconSet = {
  'arrow-down': {},
  'arrow-up': {},
  award: {},
  'badge-check': {},
  'bell-plus': {},
  briefcase: {},
  calendar: {},
  'calendar-check': {},
  'calendar-plus': {},
  check: {},
  'circle-play': {},
  'circle-user': {},
  clock: {},
  'external-link': {},
  eye: {},
  heart: { fill: true },
  lock: {},
  'map-pin': {},
  menu: {},
  'message-square': {},
  'messages-square': {},
  moon: {},
  play: { fill: true },
  plus: {},
  radio: {},
  search: {},
  'share-2': {},
  'sliders-horizontal': {},
  sparkles: {},
  star: {},
  sun: {},
  'thumbs-up': {},
  video: {},
  wallet: {},
  x: {},
} as const satisfies Record<string, { fill?: true }>;

export type IconName = keyof typeof cssIconSet;
/** The icons that also have a filled variant. */
export type FillableIconName = { [K in IconName]: (typeof cssIconSet)[K] extends { fill: true } ? K : never }[IconName];
