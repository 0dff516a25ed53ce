import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './preloadError';

function Orders() {
  return <h1>Orders</h1>;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

const listeners: ((event: Event) => void)[] = [];
const onPreloadError = (listener: (event: Event) => void) => {
  listeners.push(listener);
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
};
afterEach(() => {
  for (const listener of listeners.splice(0)) {
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  }
});

const renderScreen = (Screen: ComponentType) =>
  render(
    <ErrorBoundary fallback={<p>rethrown</p>}>
      <Screen />
    </ErrorBoundary>,
  );

describe('screens load on demand', () => {
  it("shows 'Loading...' until the screen's code is there", async () => {
    const code = deferred<{ Orders: typeof Orders }>();
    renderScreen(lazyScreen(() => code.promise, 'Orders'));
    expect(screen.getByText('Loading...')).toBeVisible();
    code.resolve({ Orders });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('dispatches a preload-error event when the code fails to load, and rethrows when nobody handles it', async () => {
    const failure = new Error('chunk gone');
    const seen = vi.fn((event: Event) => (event as PreloadErrorEvent).payload);
    onPreloadError(seen);
    renderScreen(lazyScreen(() => Promise.reject(failure), 'Orders'));
    expect(await screen.findByText('rethrown')).toBeVisible();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveReturnedWith(failure);
  });

  it('does not rethrow a failure a listener handled; the screen stays loading', async () => {
    onPreloadError((event) => event.preventDefault());
    renderScreen(lazyScreen(() => Promise.reject(new Error('chunk gone')), 'Orders'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(screen.queryByText('rethrown')).toBeNull();
  });
});
