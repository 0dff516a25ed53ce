import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMonitoring } from './startMonitoring';

const initSentry = vi.hoisted(() => vi.fn(() => () => undefined));
// Sentry itself is not started in jsdom; the test is about when the shell loads it.
vi.mock('./initSentry', () => ({ initSentry }));

const DSN = 'https://key@o1.ingest.sentry.io/2';
const withDsnInPage = () => {
  const meta = document.createElement('meta');
  meta.name = 'sentry-dsn';
  meta.content = DSN;
  document.head.append(meta);
};

afterEach(() => {
  vi.unstubAllEnvs();
  initSentry.mockClear();
  document.head.innerHTML = '';
});

describe('error reporting starts in production builds with a DSN only', () => {
  it('in a production build with a DSN configured', async () => {
    vi.stubEnv('PROD', true);
    withDsnInPage();
    startMonitoring();
    await waitFor(() => expect(initSentry).toHaveBeenCalledWith(DSN));
  });

  it('not in a development build', async () => {
    vi.stubEnv('PROD', false);
    withDsnInPage();
    startMonitoring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initSentry).not.toHaveBeenCalled();
  });

  it('not without a DSN', async () => {
    vi.stubEnv('PROD', true);
    startMonitoring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initSentry).not.toHaveBeenCalled();
  });
});
