import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TlsApiKey } from '../tlsExports';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { apiPaths } from '../../../shared/apiPaths';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { ApiKeysPage } from './ApiKeysPage';
import { formatDate } from '../../../shared/dates';

const server = setupApiMocks();

const key: TlsApiKey = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'TLS production',
  prefix: 'tls_ab',
  createdByName: 'Ada Admin',
  createdAt: '2026-03-01T10:00:00Z',
  revokedAt: null,
  lastUsedAt: null,
};

afterEach(async () => {
  await portalI18nProvider.changeLocale('en');
});

describe('TLS API keys in French', { timeout: 20_000 }, () => {
  // docs/languages.md#formats: the texts and the dates follow the chosen language.
  it('names the columns and the moment of creation in French', async () => {
    server.use(http.get(apiPaths.tlsExports.keys, () => HttpResponse.json([key])));
    await portalI18nProvider.changeLocale('fr');
    renderWithPortal(<ApiKeysPage />);
    expect(await screen.findByRole('button', { name: 'Révoquer' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dernière utilisation' })).toBeInTheDocument();
    const created = formatDate(key.createdAt, 'fr', 'dateTime');
    expect(screen.getByText(`${created} par Ada Admin`)).toBeInTheDocument();
  });
});
