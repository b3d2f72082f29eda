import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LazyTwoTracksPanel } from './lazy-two-tracks-panel';

const tracksModuleLoaded = vi.hoisted(() => vi.fn());
vi.mock('./two-tracks-panel', () => {
  tracksModuleLoaded();
  return { TwoTracksPanel: () => <section aria-label="Tracks">the tracks</section> };
});

/** Stands in for the browser's IntersectionObserver: the test says when the observed marker nears the screen. */
class ScreenObserver {
  static instances: ScreenObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ScreenObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('LazyTwoTracksPanel', () => {
  beforeEach(() => {
    ScreenObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads the tracks' code only when their place nears the screen, and keeps them there", async () => {
    render(<LazyTwoTracksPanel />);
    const [observer] = ScreenObserver.instances;
    expect(observer?.options?.rootMargin).toBe('0px 0px 25% 0px');
    expect(observer?.targets).toHaveLength(1);

    act(() => observer?.report(false));
    expect(screen.queryByRole('region', { name: 'Tracks' })).not.toBeInTheDocument();
    expect(tracksModuleLoaded).not.toHaveBeenCalled();

    act(() => observer?.report(true));
    expect(await screen.findByRole('region', { name: 'Tracks' })).toBeInTheDocument();
    expect(tracksModuleLoaded).toHaveBeenCalledOnce();
    expect(observer?.targets).toHaveLength(0);
  });
});
