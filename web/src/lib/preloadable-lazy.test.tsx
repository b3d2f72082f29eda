import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('loads once and, once preloaded, renders without passing through the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadableLazy(load);

    await preload();
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before it was preloaded', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(Greeting));

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Eve" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Eve')).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce(Greeting);
    const { preload } = preloadableLazy(load);

    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
  });
});
