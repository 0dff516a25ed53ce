import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import simpleRestProvider from 'ra-data-simple-rest';
import { AdminContext, Form, TextInput } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../shared/apiPaths';
import { withResourceRoutes } from '../../../engine/screens/dataProvider';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { ClientByPassport } from './ClientByPassport';

// docs/instruction-registers.md#from-register-to-quote: the passport typed at the farm offers the
// client whose record holds it.

const CLARA = {
  id: '6a0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  fullName: 'Clara Client',
  passportNumber: 'PCLIENT01',
  outfitterIds: ['9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a'],
};
const NAMESAKE = {
  ...CLARA,
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  fullName: 'Pclient Smith',
};
let clients = [CLARA, NAMESAKE];
const asked: unknown[] = [];
const server = setupServer(
  http.get('*/api/clients', ({ request }) => {
    asked.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
    return HttpResponse.json(clients, {
      headers: { 'Content-Range': `clients 0-${clients.length - 1}/${clients.length}` },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

function renderForm(record: Record<string, unknown>) {
  let values: Record<string, unknown> = {};
  render(
    <AdminContext
      dataProvider={withResourceRoutes(simpleRestProvider(API_PREFIX))}
      i18nProvider={portalI18nProvider}
    >
      <Form
        record={record}
        onSubmit={(submitted: Record<string, unknown>) => void (values = submitted)}
      >
        <TextInput source="clientId" />
        <TextInput source="outfitterId" />
        <ClientByPassport />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return () => values;
}

describe('the client a passport names', { timeout: 20_000 }, () => {
  it('is offered to a register with no client, and taken with their one outfitter', async () => {
    clients = [CLARA, { ...NAMESAKE, passportNumber: 'X1' }];
    const saved = renderForm({ hunterPassportNumber: 'pclient 01', clientId: null });
    expect(
      await screen.findByText(
        'Passport pclient 01 is on the record of Clara Client.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // The list's search finds the number as stored, without the spaces typed at the farm.
    expect(asked.at(-1)).toEqual({ q: 'PCLIENT01' });
    await userEvent.click(screen.getByRole('button', { name: 'Use this client' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(saved()).toMatchObject({ clientId: CLARA.id, outfitterId: CLARA.outfitterIds[0] }),
    );
    expect(screen.queryByText(/is on the record of/)).toBeNull();
  });

  it('is not guessed when two records hold the passport', async () => {
    clients = [CLARA, NAMESAKE];
    const before = asked.length;
    renderForm({ hunterPassportNumber: 'PCLIENT01', clientId: null });
    await vi.waitFor(() => expect(asked).toHaveLength(before + 1));
    // Both records came back (a render later) and neither was offered.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/is on the record of/)).toBeNull();
  });
});
