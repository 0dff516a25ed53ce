import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/screens.md#loading-skeletons: while the orders' first page comes, the list shows its rows'
// skeleton, busy and named for screen readers in the reader's language, and only until it comes.
const server = setupApiMocks();
const LOADED = { timeout: 60_000 };

/** The orders list whose first page comes only when `answer` is called. */
function openPendingList(language: 'en' | 'fr') {
  let answer = () => undefined as void;
  const came = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    ...sessionHandlers(aProfile({ roles: ['customerLiaison'], language })),
    ...referenceHandlers(),
    http.get('/api/orders', async () => {
      await came;
      await delay(10);
      return HttpResponse.json([], { headers: { 'Content-Range': 'orders */0' } });
    }),
  );
  renderApp('/', { timeoutMs: 90_000 });
  return { answer };
}

describe('the orders list while its first page comes', { timeout: 90_000 }, () => {
  it.each([
    ['en', 'Loading the list…'],
    ['fr', 'Chargement de la liste…'],
  ] as const)(
    'shows a busy skeleton named "%s: %s", gone once the page comes',
    async (language, name) => {
      const { answer } = openPendingList(language);
      const skeleton = await screen.findByRole('status', { name }, LOADED);
      expect(skeleton).toHaveAttribute('aria-busy', 'true');
      expect(skeleton.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(7);
      answer();
      await expect.poll(() => screen.queryByRole('status', { name }), LOADED).toBeNull();
    },
  );
});
