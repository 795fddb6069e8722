import { type ComponentType, lazy } from 'react';

/**
 * React.lazy that renders at once when its code was loaded ahead (`preload()`): React reads a lazy component whose
 * thenable resolves synchronously without suspending, so a part preloaded before the first render shows in it,
 * never as a fallback first (the signed-in shell, docs/decisions/2111-signed-in-shell.md).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((c) => {
      loaded = c;
      return { default: c };
    });
    return pending;
  };
  const Component = lazy(() => {
    const done = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is the point (React reads it synchronously)
    if (done) return { then: (ok: (m: { default: ComponentType<P> }) => void) => ok({ default: done }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return preload();
  });
  return Object.assign(Component, { preload });
}
