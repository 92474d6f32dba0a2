import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy with a preload: once `preload()` has resolved, the component renders at once
 * instead of suspending. A suspension that shows a fallback makes React 19 hold back the
 * reveal of the content (its Suspense throttle, up to 300 ms), and a signed-in page starts
 * its queries only when it renders, so the first page of a visit loads its chunks before
 * the first render (main.tsx) rather than suspending on each in turn.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchIt = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(fetchIt);
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload: () => fetchIt().then(() => undefined) });
}
