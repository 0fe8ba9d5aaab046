import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded the first time it renders, from a module that exports it by name: each
 * screen becomes its own chunk, so an area downloads only the screens its user opens. Render it
 * inside a `<Suspense>` boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
