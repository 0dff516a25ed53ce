import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TlsExportDetail, TlsExportProgress } from '../tlsExports';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { apiPaths } from '../../../shared/apiPaths';
import { formatMoney } from '../../../shared/money';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { BatchPage } from './BatchPage';

// docs/tls-export.md#batches: the batch's page while its job runs, once it is done, and once it
// failed; the API is msw's, so each state is shown on demand.
const server = setupApiMocks();
const id = '00000000-0000-4000-8000-000000000012';
const path = `${apiPaths.tlsExports.list}/${id}`;

const batch = (progress: TlsExportProgress, done = false): TlsExportDetail => ({
  id,
  number: 12,
  createdAt: '2026-03-01T10:00:00Z',
  createdById: '00000000-0000-4000-8000-000000000001',
  createdByName: 'Lee Liaison',
  reexportReason: null,
  orderCount: 1000,
  lineCount: done ? 2000 : null,
  fileSize: done ? 54_000 : null,
  checksumSha256: done ? 'ab'.repeat(32) : null,
  rejected: [],
  acknowledged: false,
  orders: [],
  acks: [],
  ...progress,
});
const running: TlsExportProgress = {
  status: 'running',
  progress: { done: 500, total: 1000 },
  error: null,
};
const done: TlsExportProgress = {
  status: 'done',
  progress: { done: 1000, total: 1000 },
  error: null,
};
const failed: TlsExportProgress = {
  status: 'failed',
  progress: { done: 500, total: 1000 },
  error: 'ENOSPC: no space left on device',
};

const renderBatch = () =>
  renderWithPortal(
    <Routes>
      <Route path="/batches/:id" element={<BatchPage />} />
    </Routes>,
    `/batches/${id}`,
  );

describe('a batch page', { timeout: 20_000 }, () => {
  it('shows a running batch’s progress, polls it, and offers the file once it is done', async () => {
    let now = running;
    server.use(
      http.get(path, () => HttpResponse.json(batch(now, now === done))),
      http.get(`${path}/progress`, () => HttpResponse.json(now)),
    );
    renderBatch();
    expect(await screen.findByText('Exporting the orders: 500 of 1000 done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    now = done;
    expect(
      await screen.findByRole('link', { name: 'Download' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', `${path}/file`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a failed batch’s error and what to do, and tries it again', async () => {
    let now = failed;
    let retried = false;
    server.use(
      http.get(path, () => HttpResponse.json(batch(now))),
      http.get(`${path}/progress`, () => HttpResponse.json(now)),
      http.post(`${path}/retry`, () => {
        retried = true;
        now = { ...running, error: failed.error };
        return HttpResponse.json(batch(now), { status: 202 });
      }),
    );
    renderBatch();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This batch failed: ENOSPC: no space left on device',
    );
    expect(screen.getByText(/So far 500 of its 1000 orders went through/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(true);
    expect(await screen.findByText('Exporting the orders: 500 of 1000 done')).toBeInTheDocument();
    expect(await screen.findByText(/An attempt failed \(ENOSPC/)).toBeInTheDocument();
    now = done;
    expect(await screen.findByRole('link', { name: 'Download' }, { timeout: 5_000 })).toBeVisible();
  });

  it('writes its orders’ totals as the reader’s language writes money (docs/languages.md)', async () => {
    const order = {
      id: '00000000-0000-4000-8000-000000000013',
      number: 9,
      status: 'inProduction' as const,
      clientName: 'Clara Client',
      outfitterName: null,
      lineCount: 2,
      currency: 'ZAR',
      totalMinor: 9_545_000,
      reexport: false,
    };
    server.use(http.get(path, () => HttpResponse.json({ ...batch(done, true), orders: [order] })));
    await portalI18nProvider.changeLocale('fr');
    try {
      renderBatch();
      const table = await screen.findByRole('table', { name: 'Commandes du lot' });
      const cells = within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toContain(formatMoney(9_545_000, 'ZAR', 'fr'));
      expect(cells).not.toContain('ZAR 95,450.00');
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
