import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import simpleRestProvider from 'ra-data-simple-rest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../shared/apiPaths';
import { withResourceRoutes } from '../../../engine/screens/dataProvider';
import { FarmIrs } from './FarmIrs';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';

// docs/instruction-registers.md#farms: the farm's page asks the IR list for that farm's IRs.

const FARM_ID = '0b6f3b0e-8a52-4a3f-9d9e-5b1b7a1d2c31';
const asked: unknown[] = [];
const server = setupServer(
  http.get('*/api/instruction-registers', ({ request }) => {
    asked.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
    return HttpResponse.json(
      [
        {
          id: 'c1d9d7c2-3f1e-4c55-9a0e-6e7a1f5b9d10',
          number: 7,
          status: 'received',
          hunterName: 'Clara Client',
          collectedAt: '2026-05-10T09:00:00Z',
        },
      ],
      { headers: { 'Content-Range': 'instruction-registers 0-0/1' } },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('a farm’s IRs', { timeout: 20_000 }, () => {
  it('lists the IRs the list filters by this farm', async () => {
    render(
      <AdminContext
        dataProvider={withResourceRoutes(simpleRestProvider(API_PREFIX))}
        i18nProvider={portalI18nProvider}
      >
        <RecordContextProvider value={{ id: FARM_ID, name: 'Leeuwkop' }}>
          <FarmIrs />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('IR-000007', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(asked).toEqual([{ farmId: FARM_ID }]);
  });

  // docs/languages.md#what-follows-the-language
  it('names the statuses and columns in French for a French user', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      render(
        <AdminContext
          dataProvider={withResourceRoutes(simpleRestProvider(API_PREFIX))}
          i18nProvider={portalI18nProvider}
        >
          <RecordContextProvider value={{ id: FARM_ID, name: 'Leeuwkop' }}>
            <FarmIrs />
          </RecordContextProvider>
        </AdminContext>,
      );
      expect(await screen.findByText('IR-000007', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText('Reçu')).toBeTruthy();
      expect(screen.getByText('Registres d’instructions')).toBeTruthy();
      expect(screen.getByText('Chasseur')).toBeTruthy();
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
