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

export function replayEarlyInput(input: EarlyInput | null) {
  if (!input) return;
  for (const [el, value] of input.fields) {
    if (!el.isConnected || el.disabled) continue;
    if (typeof value === 'boolean') {
      if ((el as HTMLInputElement).checked !== value) el.click();
    } else type(el, value);
  }
  for (const { el, label: was } of input.presses) {
    if (el.isConnected && !el.disabled && label(el) === was) el.click();
  }
  if (input.submitted?.isConnected) input.submitted.requestSubmit();
}
