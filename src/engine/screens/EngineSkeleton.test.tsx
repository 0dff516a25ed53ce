import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../tests/support/apiMocks';
import { IDS, referenceHandlers } from '../../../tests/support/orderMocks';
import { renderApp } from '../../../tests/support/renderWithPortal';

// docs/screens.md#loading-skeletons: the generated list and record screens, which serve most
// resources, show the rows' or the record's skeleton while it comes, and only until it comes.
const server = setupApiMocks();
const LOADED = { timeout: 60_000 };
const kudu = {
  id: IDS.kudu,
  version: 1,
  commonName: 'Greater Kudu',
  scientificName: 'Tragelaphus strepsiceros',
  family: 'Bovidae',
  citesAppendix: 'none',
  topsListed: false,
  imageUrl: null,
};

/** The species' calls answered only once `answer` is called. */
function holdSpecies() {
  let answer = () => undefined as void;
  const came = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(...sessionHandlers(aProfile({ roles: ['admin'] })), ...referenceHandlers());
  server.use(
    http.get('/api/species', async () => {
      await came;
      await delay(10);
      return HttpResponse.json([kudu], { headers: { 'Content-Range': 'species 0-0/1' } });
    }),
    http.get(`/api/species/${IDS.kudu}`, async () => {
      await came;
      await delay(10);
      return json(kudu);
    }),
  );
  return { answer };
}

describe('the generated screens while their data comes', { timeout: 90_000 }, () => {
  it('a list shows its rows’ skeleton, busy, until its page comes', async () => {
    const { answer } = holdSpecies();
    renderApp('/admin/species', { timeoutMs: 90_000 });
    const name = 'Loading the list…';
    const skeleton = await screen.findByRole('status', { name }, LOADED);
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('Tragelaphus strepsiceros', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name })).toBeNull();
  });

  it('a record’s edit shows the record’s skeleton, busy, until it comes', async () => {
    const { answer } = holdSpecies();
    renderApp(`/admin/species/${IDS.kudu}`, { timeoutMs: 90_000 });
    const name = 'Loading the record…';
    const skeleton = await screen.findByRole('status', { name }, LOADED);
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByDisplayValue('Tragelaphus strepsiceros', {}, LOADED)).toBeVisible();
    expect(screen.queryByRole('status', { name })).toBeNull();
  });
});
