import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import type { OrderPaperwork } from '../paperworkSchema';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const DOC = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e01';
const paperwork: OrderPaperwork = {
  plannedShippingOn: '2026-09-01',
  items: [
    {
      kind: 'huntingRegister',
      because: 'every export',
      state: 'present',
      documents: [{ id: DOC, title: 'Register 001', expiresOn: '2026-08-01' }],
      expiresBeforeShipping: true,
    },
    {
      kind: 'veterinaryCertificate',
      because: 'every export',
      state: 'expired',
      documents: [],
      expiresBeforeShipping: false,
    },
    {
      kind: 'topsPermit',
      because: 'Leopard is TOPS-listed',
      state: 'missing',
      documents: [],
      expiresBeforeShipping: false,
    },
  ],
  missing: ['veterinaryCertificate', 'topsPermit'],
  warnings: [
    { documentId: DOC, message: 'Register 001: holder "Carla" is not the client "Clara Client"' },
  ],
};

function openChecklist(language: Language = 'en') {
  server.use(
    ...sessionHandlers(aProfile({ roles: ['customerLiaison'], language })),
    ...referenceHandlers(),
    http.get(`/api/orders/${IDS.order}`, () =>
      HttpResponse.json(anOrder({ status: 'inProduction' })),
    ),
    http.get(`/api/orders/${IDS.order}/paperwork`, () => HttpResponse.json(paperwork)),
  );
  renderApp(`/orders/${IDS.order}`);
}

it(
  'shows what the paperwork has, lacks, lets expire before shipping and mismatches, with an upload onto the order',
  { timeout: 60_000 },
  async () => {
    openChecklist();
    const section = within(await screen.findByRole('region', { name: 'Export paperwork' }));
    // docs/languages.md#formats: days as the reader's language writes them, never ISO.
    expect(section.getByText('Planned shipping: 1 September 2026')).toBeInTheDocument();
    const lines = section.getByRole('list', { name: 'Paperwork checklist' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hunting register: there, expires before the planned shippingevery export · Register 001 (until 1 August 2026)',
      'Veterinary certificate: expiredevery export',
      'TOPS permit: missingLeopard is TOPS-listed',
    ]);
    expect(
      section.getByText('Ready for export needs the missing documents first.'),
    ).toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Paperwork warnings' })).toHaveTextContent(
      'holder "Carla"',
    );
    expect(section.getByRole('link', { name: 'Attach documents' })).toHaveAttribute(
      'href',
      `/documents/create?orderId=${IDS.order}`,
    );
  },
);

it('writes each line as French does, a space before the colon', { timeout: 60_000 }, async () => {
  openChecklist('fr');
  const section = within(await screen.findByRole('region', { name: 'Documents d’exportation' }));
  const lines = within(section.getByRole('list', { name: 'Liste de contrôle des documents' }));
  expect(lines.getByText(/^Permis TOPS : manquant$/)).toBeInTheDocument();
});
