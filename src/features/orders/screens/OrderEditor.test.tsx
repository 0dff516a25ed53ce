import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderUpdateBody } from '../definition';
import type { Role } from '../../../shared/roles';
import { availableTransitions } from '../../../shared/orderWorkflow';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  IDS,
  LINE_AT_FARM,
  orderRowHandler,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { aStudio, studioSettingsHandler } from '../../../../tests/support/studioMocks';

const server = setupApiMocks();
const UNIT_PRICE = 'Unit price';

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
    await user.click(screen.getByRole('button', { name: 'Add line' }));
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

  it("a new quote's VAT starts at the studio's default, so its totals show VAT before the first save", async () => {
    signedInAs('customerLiaison');
    server.use(studioSettingsHandler(aStudio({ defaultVatRateBp: 1400 })));
    renderApp('/orders/create');
    const vat = await screen.findByLabelText('VAT %', {}, { timeout: 25_000 });
    await waitFor(() => expect(vat).toHaveValue(14));
  });

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
    await user.click(screen.getByRole('button', { name: 'Add line' }));
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

  it('a requester cannot price a line: no price field, and a price-on-request line says so in its row', async () => {
    signedInAs('client');
    renderApp('/orders/create');
    const user = userEvent.setup();
    await pick(user, 'Pricelist', 'Studio prices 2026');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await pick(user, 'Species', 'Leopard');
    await pick(user, 'Trophy type', 'Shoulder mount');
    // The unit price is text for a requester, and the line is marked where it is.
    expect(screen.queryByLabelText(UNIT_PRICE)).not.toBeInTheDocument();
    const [, line] = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(within(line!).getAllByText('Price on request')).toHaveLength(2);
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
          ...LINE_AT_FARM,
          irLineId: null,
          farm: null,
          crate: null,
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
    const panel = within(await screen.findByRole('region', { name: 'Status' }));
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText(/^Price on request: line 2\./)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
    await waitFor(() => expect(lineInputs(UNIT_PRICE)).toHaveLength(2));
    await user.type(lineInputs(UNIT_PRICE)[1]!, '450.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.lines[1]!.unitPriceMinor).toBe(45_050);
    expect(put[0]!.version).toBe(1);
    // The editor sends each loaded line's id back, so the server keeps those lines and their photos.
    expect(put[0]!.lines.map((line) => line.id)).toEqual(onRequest.lines.map((line) => line.id));
    expect(await panel.findByRole('button', { name: 'Send quote' })).toBeInTheDocument();
    expect(
      totals.getByRole('row', {
        name: (name) => name.replace(/\s+/g, ' ') === 'Total ZAR 77,777.00',
      }),
    ).toBeInTheDocument();
    expect(totals.queryByText(/Price on request/)).not.toBeInTheDocument();
  });

  it('an order staff may no longer edit keeps its editor, with no Save', async () => {
    signedInAs('customerLiaison', anOrder({ status: 'accepted', editable: false }));
    renderApp(`/orders/${IDS.order}`);
    await screen.findByRole('region', { name: 'Status' });
    expect(await screen.findByRole('combobox', { name: 'Pricelist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  // docs/order-workflow.md#reading-an-order: OrderDocument.test.tsx has the document itself.
  it('an order its client may no longer edit reads as a document, with no form and no Save', async () => {
    const order = anOrder({ status: 'submitted', editable: false });
    signedInAs('client', order);
    server.use(orderRowHandler(order));
    renderApp(`/orders/${IDS.order}`);
    await screen.findByRole('region', { name: 'Status' });
    expect(await screen.findByRole('article', { name: 'Quote Q-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pricelist' })).not.toBeInTheDocument();
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

// Lines and totals as the editor shows them: staff open a ZAR order and change it.
describe('the quote editor’s lines and totals', { timeout: 60_000 }, () => {
  const european = {
    id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d03',
    ...LINE_AT_FARM,
    irLineId: null,
    farm: null,
    crate: null,
    speciesId: IDS.kudu,
    trophyTypeId: IDS.european,
    quantity: 1,
    unitPriceMinor: 380_001,
    tagNumbers: ['ZA-2'],
    instruction: '',
  };
  const twoLines = () =>
    anOrder({
      lines: [{ ...anOrder().lines[0]!, quantity: 2, tagNumbers: ['ZA-1'] }, european],
      totals: { ...anOrder().totals, subtotalMinor: 2_880_001, totalMinor: 2_880_001 },
    });
  const linesTable = () => screen.getByRole('table', { name: 'Lines' });
  /** The first row of each line of the lines table (tag numbers and instruction take a second). */
  const lineRows = () =>
    within(linesTable())
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-line'));
  const totals = () => within(screen.getByRole('region', { name: 'Totals' }));
  // Intl puts a no-break space between the currency and the amount.
  const figure = (name: string) =>
    totals().getByRole('row', {
      name: (shown) => shown.replace(/\s+/g, ' ') === name,
    });
  /** A saved order with a discount, VAT and a deposit, and the figures the server stored for it. */
  const savedWithTerms = (hasPriceOnRequest: boolean) =>
    anOrder({
      discountBp: 1000,
      vatRateBp: 1500,
      depositBp: 5000,
      totals: {
        subtotalMinor: 2_880_001,
        discountMinor: 288_000,
        vatMinor: 388_800,
        totalMinor: 2_980_801,
        depositMinor: 1_490_401,
        hasPriceOnRequest,
        costsMinor: 0,
        estimatedMinor: 0,
      },
    });
  /** Opens twoLines() as a liaison; each save's body lands in the array answered, `saved` answers it. */
  const openTwoLinesKeepingSaves = (saved: Order) => {
    const put: OrderUpdateBody[] = [];
    signedInAs('customerLiaison', twoLines());
    server.use(
      http.put(`/api/orders/${IDS.order}`, async ({ request }) => {
        put.push((await request.json()) as OrderUpdateBody);
        return HttpResponse.json(saved);
      }),
    );
    renderApp(`/orders/${IDS.order}`);
    return put;
  };
  /** Every line's tag numbers, top to bottom: which line is where. */
  const tagOrder = () =>
    within(linesTable())
      .getAllByLabelText('Tag numbers')
      .map((input) => (input as HTMLInputElement).value);

  it('shows each line’s total, quantity x unit price in the order’s currency, as one types', async () => {
    signedInAs('customerLiaison', twoLines());
    renderApp(`/orders/${IDS.order}`);
    const user = userEvent.setup();
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    expect(within(lineRows()[0]!).getByText('ZAR 25,000.00')).toBeInTheDocument();
    expect(within(lineRows()[1]!).getByText('ZAR 3,800.01')).toBeInTheDocument();
    const quantity = within(lineRows()[1]!).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(lineRows()[1]!).getByText('ZAR 11,400.03')).toBeInTheDocument();
  });

  it('updates subtotal, discount, VAT, total and deposit as one types, by the server’s rounding rule', async () => {
    signedInAs('customerLiaison', twoLines());
    renderApp(`/orders/${IDS.order}`);
    const user = userEvent.setup();
    await waitFor(() => expect(figure('Subtotal ZAR 28,800.01')).toBeInTheDocument());
    for (const [label, percent] of [
      ['Discount %', '10'],
      ['VAT %', '15'],
      ['Deposit %', '50'],
    ]) {
      await user.clear(screen.getByLabelText(label!));
      await user.type(screen.getByLabelText(label!), percent!);
    }
    // 2 x 12,500.00 + 3,800.01; -10 % is 2,880.001 -> 2,880.00; VAT 15 % of 25,920.01 is
    // 3,888.0015 -> 3,888.00; deposit 50 % of 29,808.01 is 14,904.005 -> 14,904.01 (away from zero).
    expect(figure('Subtotal ZAR 28,800.01')).toBeInTheDocument();
    expect(figure('Discount (10%) -ZAR 2,880.00')).toBeInTheDocument();
    expect(figure('VAT (15%) ZAR 3,888.00')).toBeInTheDocument();
    expect(figure('Total ZAR 29,808.01')).toBeInTheDocument();
    expect(figure('Deposit due on acceptance (50%) ZAR 14,904.01')).toBeInTheDocument();
  });

  it('shows the server’s figures for a saved order, whatever the lines add up to', async () => {
    signedInAs('customerLiaison', savedWithTerms(true));
    renderApp(`/orders/${IDS.order}`);
    await waitFor(() => expect(figure('Total ZAR 29,808.01')).toBeInTheDocument());
    expect(figure('Subtotal ZAR 28,800.01')).toBeInTheDocument();
    expect(figure('Discount (10%) -ZAR 2,880.00')).toBeInTheDocument();
    expect(figure('VAT (15%) ZAR 3,888.00')).toBeInTheDocument();
    expect(figure('Deposit due on acceptance (50%) ZAR 14,904.01')).toBeInTheDocument();
    expect(totals().getByText(/^Some lines are price on request\./)).toBeInTheDocument();
  });

  // docs/money.md#landed-costs
  it('lets staff add a landed cost: an estimate by default, in the total as one types, and saved', async () => {
    const put = openTwoLinesKeepingSaves(twoLines());
    const user = userEvent.setup();
    await waitFor(() => expect(figure('Subtotal ZAR 28,800.01')).toBeInTheDocument());
    const costs = within(screen.getByRole('region', { name: 'Totals' }));
    await user.click(costs.getByRole('button', { name: 'Add' }));
    await user.click(costs.getByRole('combobox', { name: 'Cost' }));
    await user.click(await screen.findByRole('option', { name: 'Freight' }));
    await user.type(costs.getByLabelText('Amount'), '1500');
    expect(costs.getByLabelText('Estimate')).toBeChecked();
    expect(figure('Freight (estimate) ZAR 1,500.00')).toBeInTheDocument();
    expect(figure('Total ZAR 30,300.01')).toBeInTheDocument();
    expect(figure('Of which estimated (before VAT) ZAR 1,500.00')).toBeInTheDocument();
    await user.click(costs.getByLabelText('Estimate'));
    expect(figure('Freight ZAR 1,500.00')).toBeInTheDocument();
    expect(totals().queryByRole('row', { name: /^Of which estimated/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.landedCosts).toEqual([
      { kind: 'freight', amountMinor: 150_000, estimate: false },
    ]);
  });

  it('shows no landed cost inputs to a requester, only the costs in the figures', async () => {
    signedInAs(
      'huntingOutfitter',
      anOrder({
        landedCosts: [{ kind: 'crating', amountMinor: 150_000, estimate: true }],
        totals: {
          ...anOrder().totals,
          costsMinor: 150_000,
          estimatedMinor: 150_000,
          totalMinor: 1_400_000,
        },
      }),
    );
    renderApp(`/orders/${IDS.order}`);
    await waitFor(() => expect(figure('Crating (estimate) ZAR 1,500.00')).toBeInTheDocument());
    expect(totals().queryByRole('combobox', { name: 'Cost' })).not.toBeInTheDocument();
  });

  it('words and writes the totals in the user’s language, as their quote PDF does', async () => {
    server.use(
      ...sessionHandlers(aProfile({ roles: ['customerLiaison'], language: 'fr' })),
      ...referenceHandlers(),
      http.get(`/api/orders/${IDS.order}`, () => HttpResponse.json(savedWithTerms(false))),
    );
    renderApp(`/orders/${IDS.order}`);
    const frenchFigure = async (name: string) =>
      within(await screen.findByRole('region', { name: 'Totaux' })).findByRole('row', {
        name: (shown) => shown.replace(/\s+/g, ' ') === name,
      });
    expect(await frenchFigure('Sous-total 28 800,01 ZAR')).toBeInTheDocument();
    expect(await frenchFigure('Remise (10 %) -2 880,00 ZAR')).toBeInTheDocument();
    expect(await frenchFigure('TVA (15 %) 3 888,00 ZAR')).toBeInTheDocument();
    expect(await frenchFigure('Total 29 808,01 ZAR')).toBeInTheDocument();
    expect(
      await frenchFigure("Acompte dû à l'acceptation (50 %) 14 904,01 ZAR"),
    ).toBeInTheDocument();
  });

  it('reorders lines by keyboard: the focus follows the line, and the saved order is the new one', async () => {
    const put = openTwoLinesKeepingSaves(twoLines());
    const user = userEvent.setup();
    await waitFor(() => expect(tagOrder()).toEqual(['ZA-1', 'ZA-2']));
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move line 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(tagOrder()).toEqual(['ZA-2', 'ZA-1']);
    // The line is last now: focus goes to its other move button, under its new number.
    expect(screen.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus();
    expect(screen.getByText('Line 1 moved down to line 2')).toHaveAttribute('role', 'status');
    await user.keyboard(' ');
    expect(tagOrder()).toEqual(['ZA-1', 'ZA-2']);
    expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.lines.map((line) => line.tagNumbers)).toEqual([['ZA-2'], ['ZA-1']]);
  });

  it('removes a line: its total leaves the totals, and the save no longer has it', async () => {
    const put = openTwoLinesKeepingSaves(anOrder());
    const user = userEvent.setup();
    await waitFor(() => expect(tagOrder()).toEqual(['ZA-1', 'ZA-2']));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(tagOrder()).toEqual(['ZA-2']);
    expect(figure('Total ZAR 3,800.01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.lines).toEqual([expect.objectContaining({ tagNumbers: ['ZA-2'] })]);
  });
});
