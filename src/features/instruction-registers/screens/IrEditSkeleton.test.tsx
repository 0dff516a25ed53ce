import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOpenIr, emptyList, FILE, IR_ID } from '../../../../tests/support/irMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/screens.md#loading-skeletons: while a register comes, its page shows the record's skeleton
// (header and lines), busy and named for screen readers in the reader's language, until it comes.
const server = setupApiMocks();
const LOADED = { timeout: 60_000 };

/** A liaison's register page whose IR comes only when `answer` is called. */
function openPendingIr(language: 'en' | 'fr') {
  let answer = () => undefined as void;
  const came = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    ...sessionHandlers(aProfile({ roles: ['customerLiaison'], language })),
    ...referenceHandlers(),
    emptyList('farms'),
    emptyList('documents'),
    emptyList('clients'),
    emptyList('outfitters'),
    emptyList('professional-hunters'),
    emptyList('messages'),
    http.get(`/api/files/${FILE}`, () => new Response(null, { status: 404 })),
    http.get(`/api/instruction-registers/${IR_ID}`, async () => {
      await came;
      await delay(10);
      return json(anOpenIr());
    }),
  );
  renderApp(`/instruction-registers/${IR_ID}`, { timeoutMs: 90_000 });
  return { answer };
}

describe('a register while it comes', { timeout: 90_000 }, () => {
  it.each([
    ['fr', 'Chargement de la fiche…', /^Statut/],
    ['en', 'Loading the record…', 'Status: Open'],
  ] as const)(
    'shows a busy skeleton named "%s: %s", gone once the register comes',
    async (language, name, status) => {
      const { answer } = openPendingIr(language);
      const skeleton = await screen.findByRole('status', { name }, LOADED);
      expect(skeleton).toHaveAttribute('aria-busy', 'true');
      expect(skeleton.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3);
      answer();
      expect(await screen.findByText(status, {}, LOADED)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name })).toBeNull();
    },
  );
});
