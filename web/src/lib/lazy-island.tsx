import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';

/** Islands whose code the prerenderer has asked for and not yet received. */
const loading = new Set<Promise<unknown>>();

/**
 * For the prerenderer: resolves once every island a render asked for has its code, so a second
 * render writes the islands' HTML instead of their fallbacks.
 */
export async function islandsLoaded(): Promise<void> {
  while (loading.size > 0) {
    await Promise.all([...loading]);
  }
}

type IslandOptions = {
  /** Marked on <html> as `data-island-<name>="ready"` once the island is live (tests wait for it). */
  name: string;
  /** In the browser, the code is fetched only after this resolves (say, when the part nears the screen). */
  until?: () => Promise<void>;
};

/**
 * A part of a prerendered page whose code is a separate chunk, fetched only when the part is needed
 * in the browser. While it loads, a hydrating page keeps the prerendered HTML (a suspended boundary
 * stays as the server wrote it), so nothing flickers; a page rendered in the browser shows `fallback`.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { name, until }: IslandOptions,
) {
  const Lazy = lazy(async () => {
    const inBrowser = typeof window !== 'undefined';
    if (inBrowser && until) {
      await until();
    }
    const component = load();
    if (!inBrowser) {
      loading.add(component);
      void component.finally(() => loading.delete(component));
    }
    return { default: await component };
  });
  return function Island({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as Props)} />
        <MarkReady name={name} />
      </Suspense>
    );
  };
}

/** Renders nothing; its effect runs once the island beside it is hydrated or mounted. */
function MarkReady({ name }: { name: string }) {
  useEffect(() => {
    document.documentElement.setAttribute(`data-island-${name}`, 'ready');
    return () => document.documentElement.removeAttribute(`data-island-${name}`);
  }, [name]);
  return null;
}
