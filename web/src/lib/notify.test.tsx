import { TOAST } from '@estatekey/domain';
import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNotify, type Notify } from './notify';
import { ToastHost } from './notify-host';

function NotifyProbe({ onReady }: { onReady: (notify: Notify) => void }) {
  onReady(useNotify());
  return null;
}

function renderNotify(): Notify {
  let captured: Notify | undefined;
  render(
    <SnackbarProvider maxSnack={TOAST.max}>
      <NotifyProbe onReady={(notify) => (captured = notify)} />
    </SnackbarProvider>,
  );
  if (!captured) throw new Error('useNotify did not render');
  return captured;
}

// notistack's exit and collapse transitions take a few hundred milliseconds after the auto-hide timer fires.
const EXIT_TRANSITION_MS = 1000;

/** Advances fake time in small steps so React renders (and schedules the next timer) between them. */
function advance(ms: number) {
  const stepMs = 50;
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
    act(() => vi.advanceTimersByTime(Math.min(stepMs, ms - elapsed)));
  }
}

describe('useNotify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['success', TOAST.successMs],
    ['error', TOAST.errorMs],
  ] as const)('keeps a %s toast for %i ms', (variant, durationMs) => {
    const notify = renderNotify();
    act(() => notify[variant](`a ${variant} message`));
    expect(screen.getByText(`a ${variant} message`)).toBeInTheDocument();

    advance(durationMs - 100);
    expect(screen.getByText(`a ${variant} message`)).toBeInTheDocument();

    advance(100 + EXIT_TRANSITION_MS);
    expect(screen.queryByText(`a ${variant} message`)).not.toBeInTheDocument();
  });

  it('keeps an error twice as long as a success, per the spec', () => {
    const notify = renderNotify();
    act(() => {
      notify.success('saved');
      notify.error('failed');
    });
    advance(TOAST.successMs + EXIT_TRANSITION_MS);
    expect(screen.queryByText('saved')).not.toBeInTheDocument();
    expect(screen.getByText('failed')).toBeInTheDocument();
  });

  it('honours an explicit duration such as the onboarding area one', () => {
    const notify = renderNotify();
    act(() => notify.success('onboarding done', { durationMs: TOAST.onboardingMs }));
    advance(TOAST.errorMs + EXIT_TRANSITION_MS);
    expect(screen.getByText('onboarding done')).toBeInTheDocument();
    advance(TOAST.onboardingMs);
    expect(screen.queryByText('onboarding done')).not.toBeInTheDocument();
  });

  it("shows toasts on the app's own toast stack, which the first toast loads", () => {
    let notify: Notify | undefined;
    render(
      <>
        <NotifyProbe onReady={(ready) => (notify = ready)} />
        <ToastHost />
      </>,
    );
    act(() => notify?.warning('check the form'));
    expect(screen.getByText('check the form')).toBeInTheDocument();
    advance(TOAST.errorMs + EXIT_TRANSITION_MS);
    expect(screen.queryByText('check the form')).not.toBeInTheDocument();
  });
});
