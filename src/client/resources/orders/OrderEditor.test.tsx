import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderUpdateBody } from '../../../../resources/orders';
import type { Role } from '../../../../resources/roles';
import { availableTransitions } from '../../../shared/orderWorkflow';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();
const UNIT_PRICE = 'Unit price (empty: on request)';

/** Signs in as `role` with the reference data and the order (if any) the API would answer. */
function signedInAs(role: Role, order?: Order) {
  server.use(...sessionHandlers(aProfile({ roles: [role] })), ...referenceHandlers());
  if (order) server.use(http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)));
}

/** Picks an option of an autocomplete (references) or a select (a line's species, trophy type). */
async function pick(user: UserEvent, label: string, option: string, index = 0) {
  const inputs = await screen.findAllByRole('combobox', { name: label });
  await user.click(inputs[index]!);
  await user.click(await screen.findByRole('option', { name: option }));
}

const lineInputs = (label: string) => screen.getAllByLabelText(label);

describe('the quote editor', { timeout: 30_000 }, () => {
  it('a client is themself: no client picker, and the draft goes out with clientId null and the PH they picked', async () => {
    signedInAs('client');
    const posted: unknown[] = [];
    server.use(
      http.post('/api/orders', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(anOrder({ phId: IDS.ph }), { status: 201 });
      }),
      http.get(`/api/orders/${IDS.order}`, () => HttpResponse.json(anOrder({ phId: IDS.ph }))),
    );
    renderApp('/orders/create');
    const user = userEvent.setup();
    await pick(user, 'PH', 'Philip Hunter');
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Outfitter' })).not.toBeInTheDocument();
    await pick(user, 'Pricelist', 'Studio prices 2026');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await pick(user, 'Species', 'Greater Kudu');
    await pick(user, 'Trophy type', 'Shoulder mount');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      clientId: null,
      phId: IDS.ph,
      pricelistId: IDS.zarList,
      currency: 'ZAR',
      lines: [{ speciesId: IDS.kudu, trophyTypeId: IDS.shoulder, unitPriceMinor: 1_250_000 }],
    });
  });

  it.each([
    ['admin', true],
    ['customerLiaison', true],
    ['huntingOutfitter', false],
  ] as const)(
    'a %s picks the client and the PH; only staff pick the outfitter (%s)',
    async (role, picksOutfitter) => {
      signedInAs(role);
      renderApp('/orders/create');
      const user = userEvent.setup();
      await pick(user, 'Client', 'Clara Client');
      await pick(user, 'PH', 'Philip Hunter');
      expect(Boolean(screen.queryByRole('combobox', { name: 'Outfitter' }))).toBe(picksOutfitter);
    },
  );

  it("the pricelist fixes the currency: picking one copies its currency, which can't be typed", async () => {
    signedInAs('huntingOutfitter');
    renderApp('/orders/create');
    const user = userEvent.setup();
    await pick(user, 'Pricelist', 'Studio prices 2026');
    const currency = screen.getByLabelText('Currency');
    await waitFor(() => expect(currency).toHaveValue('ZAR'));
    expect(currency).toHaveAttribute('readonly');
    await user.clear(screen.getByRole('combobox', { name: 'Pricelist' }));
    await pick(user, 'Pricelist', 'Tokyo prices');
    await waitFor(() => expect(currency).toHaveValue('JPY'));
  });

  it("a line's species and trophy types are the pricelist's, and picking them fills its unit price", async () => {
    signedInAs('customerLiaison');
    renderApp('/orders/create');
    const user = userEvent.setup();
    await pick(user, 'Pricelist', 'Studio prices 2026');
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('ZAR'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('combobox', { name: 'Species' }));
    const species = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(species).toContain('Greater Kudu');
    expect(species).not.toContain('Plains Zebra');
    await user.click(screen.getByRole('option', { name: 'Greater Kudu' }));
    await user.click(screen.getByRole('combobox', { name: 'Trophy type' }));
    const types = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(types).toEqual(expect.arrayContaining(['Shoulder mount', 'European mount']));
    await user.click(screen.getByRole('option', { name: 'European mount' }));
    // 480,000 minor units of ZAR.
    expect(lineInputs(UNIT_PRICE)[0]).toHaveValue(4800);
  });

  it('a requester cannot price a line: a price-on-request line stays empty and read-only', async () => {
    signedInAs('client');
    renderApp('/orders/create');
    const user = userEvent.setup();
    await pick(user, 'Pricelist', 'Studio prices 2026');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await pick(user, 'Species', 'Leopard');
    await pick(user, 'Trophy type', 'Shoulder mount');
    const price = lineInputs(UNIT_PRICE)[0]!;
    expect(price).toHaveValue(null);
    expect(price).toHaveAttribute('readonly');
  });

  it('a price-on-request line keeps Send quote away until staff price it; then the totals are the server’s', async () => {
    const actor = {
      roles: ['customerLiaison' as const],
      isOrderClient: false,
      isLinkedOutfitter: false,
    };
    const onRequest = anOrder({
      status: 'submitted',
      lines: [
        ...anOrder().lines,
        {
          id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d02',
          speciesId: IDS.leopard,
          trophyTypeId: IDS.shoulder,
          quantity: 1,
          unitPriceMinor: null,
          tagNumbers: [],
          instruction: '',
        },
      ],
      totals: { ...anOrder().totals, hasPriceOnRequest: true },
    });
    // As the server does: moves from the workflow, totals computed there (here a deliberately
    // round figure no client-side sum of the lines would give).
    let current: Order = { ...onRequest, moves: availableTransitions(actor, onRequest) };
    const put: OrderUpdateBody[] = [];
    signedInAs('customerLiaison', current);
    server.use(
      http.get(`/api/orders/${IDS.order}`, () => HttpResponse.json(current)),
      http.put(`/api/orders/${IDS.order}`, async ({ request }) => {
        const body = (await request.json()) as OrderUpdateBody;
        put.push(body);
        const priced = {
          ...current,
          lines: current.lines.map((line, i) => ({ ...line, ...body.lines[i] })),
        };
        current = {
          ...priced,
          version: 2,
          totals: {
            ...priced.totals,
            subtotalMinor: 7_777_700,
            totalMinor: 7_777_700,
            hasPriceOnRequest: false,
          },
          moves: availableTransitions(actor, priced),
        };
        return HttpResponse.json(current);
      }),
    );
    renderApp(`/orders/${IDS.order}`);
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Status and totals' }));
    expect(panel.getByText('Some lines are price on request.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
    await waitFor(() => expect(lineInputs(UNIT_PRICE)).toHaveLength(2));
    await user.type(lineInputs(UNIT_PRICE)[1]!, '450.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.lines[1]!.unitPriceMinor).toBe(45_050);
    expect(put[0]!.version).toBe(1);
    expect(await panel.findByRole('button', { name: 'Send quote' })).toBeInTheDocument();
    expect(panel.getByText('Total: ZAR 77,777.00')).toBeInTheDocument();
    expect(panel.queryByText('Some lines are price on request.')).not.toBeInTheDocument();
  });

  it('an order the user may no longer edit has no Save', async () => {
    signedInAs('client', anOrder({ status: 'submitted', editable: false }));
    renderApp(`/orders/${IDS.order}`);
    await screen.findByRole('region', { name: 'Status and totals' });
    expect(await screen.findByRole('combobox', { name: 'Pricelist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  // docs/guards.md#records-not-found: a save that fails keeps what the user typed.
  it.each([
    [
      'the server fails',
      () => HttpResponse.json({ message: 'The database is busy' }, { status: 503 }),
      'The database is busy',
    ],
    [
      'the network is down',
      () => HttpResponse.error(),
      'The server could not be reached. Check your connection and try again.',
    ],
  ])(
    'a save that fails (%s) says why and keeps what was typed',
    { timeout: 60_000 },
    async (_, answer, message) => {
      signedInAs('customerLiaison', anOrder({ status: 'submitted' }));
      server.use(http.put(`/api/orders/${IDS.order}`, answer));
      renderApp(`/orders/${IDS.order}`);
      const user = userEvent.setup();
      // Long: the first screen of a run compiles the editor's chunks.
      await screen.findAllByLabelText(UNIT_PRICE, {}, { timeout: 40_000 });
      await user.clear(lineInputs(UNIT_PRICE)[0]!);
      await user.type(lineInputs(UNIT_PRICE)[0]!, '999.5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(lineInputs(UNIT_PRICE)[0]).toHaveValue(999.5);
    },
  );
});
