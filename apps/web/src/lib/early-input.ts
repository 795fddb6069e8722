/**
 * What a visitor did on a server-rendered page before the app took it over (docs/decisions/2112-input-before-hydration.md):
 * public/theme-init.js keeps presses on buttons, field values and a form's submit from the first paint; `takeEarlyInput`
 * stops it right before React takes the page over (from then on React itself replays events on parts it has not
 * hydrated yet), and `replayEarlyInput` gives them to the app once it is interactive: each field's value as if typed,
 * each pressed button pressed once (if it is still there with the same label), then the submit.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type EarlyInput = {
  presses: { el: HTMLButtonElement; label: string }[];
  fields: Map<Field, string | boolean>;
  submitted: HTMLFormElement | null;
};

type Host = { __earlyInput?: { take: () => EarlyInput } };

export function takeEarlyInput(): EarlyInput | null {
  return (window as unknown as Host).__earlyInput?.take() ?? null;
}

const label = (el: Element) => `${el.getAttribute('aria-label') || ''}|${el.textContent || ''}`;

/**
 * Whether a button's name now is the name it had when it was pressed, counts aside: 'Like X, 3 likes' is still the Like
 * of X when another member's like (or a fresher count than the cached page's) has made it '4 likes' since. The words
 * decide: 'Like' against 'Unlike' is another action. Each number and the word after it are left out on both sides.
 */
export const sameName = (was: string, now: string) => withoutCounts(was) === withoutCounts(now);
const withoutCounts = (name: string) => name.replace(/\d[\d,.]*(?:\s+\p{L}+)?/gu, '#');

/** Sets a field's value the way typing does, so React's onChange sees it. */
function type(el: Field, value: string) {
  if (el.value === value && el instanceof HTMLSelectElement) return;
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // React tracks the last value it knows on the element's own property: reset that, then set the real one natively.
  el.value = el instanceof HTMLSelectElement ? el.value : '';
  setter?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The button to press now: the one pressed if React kept it, else the one button that now carries the same label
 * (a signed-in member's page re-renders with their own answer once the session is read, replacing the elements).
 * A label whose words changed (Like -> Unlike: the member had already liked it) or that is ambiguous is not pressed;
 * a changed count is not a changed label (`sameName`).
 */
function current(el: HTMLButtonElement, was: string): HTMLButtonElement | null {
  if (el.isConnected) return sameName(was, label(el)) ? el : null;
  const same = [...document.querySelectorAll('button')].filter((b) => sameName(was, label(b)));
  return same.length === 1 ? (same[0] ?? null) : null;
}

/**
 * Resolves once the app shows what the user will act on: the session is read (signed in or not) and no data
 * request is in flight, so a replayed press meets the member's own page, not the visitor's (at most `maxMs`).
 */
export function whenSettled(o: { sessionKnown: () => boolean; fetching: () => number; subscribe: (fn: () => void) => () => void }, maxMs = 5000) {
  return new Promise<void>((resolve) => {
    let unsubscribe = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      // A new fetch starts in the render after the session is known: look again after that render.
      if (o.sessionKnown() && o.fetching() === 0) setTimeout(() => o.sessionKnown() && o.fetching() === 0 && done(), 50);
    };
    unsubscribe = o.subscribe(check);
    timer = setTimeout(done, maxMs);
    check();
  });
}

export function replayEarlyInput(input: EarlyInput | null) {
  if (!input) return;
  for (const [el, value] of input.fields) {
    if (!el.isConnected || el.disabled) continue;
    if (typeof value === 'boolean') {
      if ((el as HTMLInputElement).checked !== value) el.click();
    } else type(el, value);
  }
  for (const { el, label: was } of input.presses) {
    const now = current(el, was);
    if (now && !now.disabled) now.click();
  }
  if (input.submitted?.isConnected) input.submitted.requestSubmit();
}
