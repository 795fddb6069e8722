import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver (jsdom has none): `show(el, onScreen)` tells the observers of `el` where it is. */
export function stubIntersection() {
  const observers: { el: Element; cb: IntersectionObserverCallback; self: IntersectionObserver }[] = [];
  class Stub {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      observers.push({ el, cb: this.cb, self: this as unknown as IntersectionObserver });
    }
    disconnect() {
      for (let i = observers.length - 1; i >= 0; i--) if (observers[i]?.self === (this as unknown)) observers.splice(i, 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    observed: () => observers.map((o) => o.el),
    show(el: Element, onScreen: boolean) {
      act(() => {
        for (const o of observers.filter((x) => x.el === el)) {
          o.cb([{ isIntersecting: onScreen, target: el } as IntersectionObserverEntry], o.self);
        }
      });
    },
  };
}
