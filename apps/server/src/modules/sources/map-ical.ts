import { isUrl } from '@portal/shared/admin-fields';
import ICAL from 'ical.js';
import { type Mapped, type Pace, SourceFormatError, slices } from './mapped.ts';
import { cleanLine, clip, htmlToText } from './source-text.ts';

/**
 * An iCalendar feed of webinars (docs/decisions/2211), read with ical.js. Each event's start and end keep
 * their time zone: UTC, an IANA TZID (converted with the runtime's time-zone data), or a TZID the feed
 * defines in a VTIMEZONE (Outlook's Windows names). Recurring events (RRULE, RDATE, EXDATE, overridden
 * occurrences) are expanded for the next 90 days, one webinar per occurrence. STATUS:CANCELLED cancels
 * the event or the one occurrence. All-day events and times without a zone are refused, with the reason.
 */
export type WebinarValues = {
  title: string;
  description: string | null;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  registrationUrl: string | null;
  status: 'upcoming' | 'cancelled';
  metadata: { timeZone: string; source: 'ical' };
};

export const EXPAND_DAYS = 90;
const MAX_OCCURRENCES = 2000;
const MAX_STEPS = 20_000;

/** Whether the runtime knows this IANA zone. */
function ianaZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(tz: string, instant: number): number {
  let f = partsFormat.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) - instant;
}

/** A wall-clock time in an IANA zone as a UTC instant (the later offset wins across a DST change, like RFC 5545 says for gaps). */
export function zonedToUtc(t: { year: number; month: number; day: number; hour: number; minute: number; second: number }, tz: string): number {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const first = wall - offsetAt(tz, wall);
  const second = wall - offsetAt(tz, first);
  return second;
}

type Zones = { defined: Map<string, ICAL.Timezone>; calendarZone: string | null };

/** The UTC instant of an ICAL.Time whose TZID (if any) is `tzid`. */
function instant(t: ICAL.Time, tzid: string | null, zones: Zones): { ms: number; zone: string } {
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === 'UTC') return { ms: t.toJSDate().getTime(), zone: 'UTC' };
  const tz = tzid ?? zones.calendarZone;
  if (!tz) throw new SourceFormatError('has a time without a time zone (add TZID or use UTC)');
  const ianaName = tz.replace(/^\/+/, '');
  if (ianaZone(ianaName)) return { ms: zonedToUtc(t, ianaName), zone: ianaName };
  const defined = zones.defined.get(tz);
  if (defined) {
    const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
    return { ms: wall - defined.utcOffset(t) * 1000, zone: tz };
  }
  throw new SourceFormatError(`uses the unknown time zone '${clip(tz, 60)}'`);
}

const tzidOf = (c: ICAL.Component, prop: string) => {
  const p = c.getFirstProperty(prop);
  const v = p?.getParameter('tzid');
  return typeof v === 'string' ? v : null;
};

function values(p: { component: ICAL.Component; start: ICAL.Time; end: ICAL.Time; zones: Zones; cancelled: boolean; title: string }): WebinarValues {
  const c = p.component;
  if (p.start.isDate) throw new SourceFormatError(`'${p.title}' is an all-day event: a webinar needs a start and an end time`);
  const start = instant(p.start, tzidOf(c, 'dtstart'), p.zones);
  const endTz = c.hasProperty('dtend') ? tzidOf(c, 'dtend') : tzidOf(c, 'dtstart');
  const hasEnd = c.hasProperty('dtend') || c.hasProperty('duration');
  const end = hasEnd ? instant(p.end, endTz, p.zones) : { ms: start.ms + 60 * 60_000, zone: start.zone };
  const minutes = Math.round((end.ms - start.ms) / 60_000);
  if (minutes < 1) throw new SourceFormatError(`'${p.title}' ends before it starts`);
  if (minutes > 1440) throw new SourceFormatError(`'${p.title}' lasts longer than a day`);
  const url = cleanLine(String(c.getFirstPropertyValue('url') ?? ''));
  const description = clip(htmlToText(String(c.getFirstPropertyValue('description') ?? '')), 20_000);
  return {
    title: p.title,
    description: description || null,
    startTime: new Date(start.ms).toISOString(),
    endTime: new Date(end.ms).toISOString(),
    durationMinutes: minutes,
    registrationUrl: isUrl(url) ? url.slice(0, 2000) : null,
    status: p.cancelled ? 'cancelled' : 'upcoming',
    metadata: { timeZone: start.zone, source: 'ical' },
  };
}

const isCancelled = (c: ICAL.Component) => String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

export async function mapIcal(body: string, now = new Date(), pace: Pace = slices()): Promise<Mapped<WebinarValues>> {
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new SourceFormatError('Not valid iCalendar: it does not start with BEGIN:VCALENDAR');
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (err) {
    throw new SourceFormatError(`Not valid iCalendar: ${clip(String((err as Error).message ?? err), 160)}`);
  }
  const zones: Zones = { defined: new Map(), calendarZone: null };
  const calZone = root.getFirstPropertyValue('x-wr-timezone');
  if (typeof calZone === 'string' && ianaZone(calZone)) zones.calendarZone = calZone;
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    try {
      const zone = new ICAL.Timezone(vtz);
      if (zone.tzid) zones.defined.set(zone.tzid, zone);
    } catch {
      // A broken VTIMEZONE only matters to the events that use it: they are refused with the unknown zone.
    }
  }
  const out: Mapped<WebinarValues> = { items: [], warnings: [] };
  const from = now.getTime();
  const until = from + EXPAND_DAYS * 86_400_000;
  const events = root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Component[] = [];
  for (const ve of events) {
    const uid = String(ve.getFirstPropertyValue('uid') ?? '');
    if (!uid || uid.length > 300) {
      out.warnings.push('Skipped an event without a UID');
      continue;
    }
    if (ve.hasProperty('recurrence-id')) overrides.push(ve);
    else if (!masters.has(uid)) masters.set(uid, new ICAL.Event(ve));
  }
  for (const ve of overrides) {
    const master = masters.get(String(ve.getFirstPropertyValue('uid')));
    if (master) master.relateException(ve);
  }
  for (const [uid, ev] of masters) {
    await pace();
    const title = clip(cleanLine(ev.summary ?? ''), 300) || 'Untitled webinar';
    try {
      if (!ev.isRecurring()) {
        const v = values({ component: ev.component, start: ev.startDate, end: ev.endDate, zones, cancelled: isCancelled(ev.component), title });
        if (Date.parse(v.endTime) > from && out.items.length < MAX_OCCURRENCES) out.items.push({ externalId: uid, values: v });
        continue;
      }
      if (ev.startDate.isDate) throw new SourceFormatError(`'${title}' is an all-day event: a webinar needs a start and an end time`);
      const it = ev.iterator();
      const seriesCancelled = isCancelled(ev.component);
      for (let step = 0; step < MAX_STEPS; step++) {
        const next = it.next();
        if (!next) break;
        const d = ev.getOccurrenceDetails(next);
        const comp = d.item.component;
        const occTitle = clip(cleanLine(d.item.summary ?? ''), 300) || title;
        const v = values({ component: comp, start: d.startDate, end: d.endDate, zones, cancelled: seriesCancelled || isCancelled(comp), title: occTitle });
        const startMs = Date.parse(v.startTime);
        if (startMs > until) break;
        if (Date.parse(v.endTime) <= from) continue;
        // The occurrence is named by its recurrence id (its original start), so a moved occurrence stays the same webinar.
        const rid = instant(d.recurrenceId, tzidOf(ev.component, 'dtstart'), zones).ms;
        if (out.items.length < MAX_OCCURRENCES) out.items.push({ externalId: `${uid}#${new Date(rid).toISOString()}`, values: v });
      }
    } catch (err) {
      if (!(err instanceof SourceFormatError)) {
        out.warnings.push(`Skipped '${title}': ${clip(String((err as Error).message ?? err), 120)}`);
        continue;
      }
      out.warnings.push(`Skipped ${err.message.startsWith("'") ? err.message : `'${title}': it ${err.message}`}`);
    }
  }
  return out;
}
