import { lazy, useState, type ComponentType, type JSX } from 'react';

/** Handlers for the control that opens a lazy part: the pointer or the keyboard reaching it starts the download. */
export interface IntentHandlers {
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
}

export interface PreloadableComponent<Props extends object> {
  /** Renders the component; suspends (shows the nearest Suspense fallback) only if its chunk has not loaded yet. */
  readonly Component: (props: Props) => JSX.Element;
  /** Starts loading the chunk (once); call on intent, e.g. when the pointer enters the button that opens it. */
  readonly preload: () => Promise<ComponentType<Props>>;
  /**
   * Handlers for the control that opens it: the chunk starts loading when the pointer or the keyboard reaches it, so it
   * is usually there by the click. A failure is left to the render, which asks again (and tells the error boundary).
   */
  readonly preloadOnIntent: IntentHandlers;
}

/**
 * `React.lazy` that can be loaded ahead of time. A plain lazy component suspends on its first render even when its
 * chunk already arrived, which flashes the fallback; this one renders a preloaded component directly.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that failed (e.g. offline) is requested again on the next try
        throw error;
      },
    ));
  const LazyComponent = lazy(async () => ({ default: await preload() }));

  function Component(props: Props) {
    // Chosen once per mount: switching between the two while mounted would remount the subtree and lose its state.
    const [Rendered] = useState<ComponentType<Props>>(() => loaded ?? LazyComponent);
    return <Rendered {...props} />;
  }
  const preloadQuietly = () => void preload().catch(() => undefined);
  return { Component, preload, preloadOnIntent: { onPointerEnter: preloadQuietly, onFocus: preloadQuietly } };
}
