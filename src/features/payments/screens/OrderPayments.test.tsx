import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../orders/definition';
import type { Payment } from '../definition';
import type { Language } from '../../../shared/languages';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, orderRowHandler, referenceHandlers } from '../../../../tests/support/orderMocks';
import { paymentHandlers } from '../../../../tests/support/paymentMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

// docs/payments.md#on-the-order: staff see what is paid and due and record a payment; the client
// side reads the same figures with where to pay and the reference to quote.
const accepted = anOrder({
  status: 'accepted',
  depositBp: 5000,
  totals: {
    subtotalMinor: 1_250_000,
    discountMinor: 0,
    vatMinor: 0,
    totalMinor: 1_250_000,
    depositMinor: 625_000,
    hasPriceOnRequest: false,
    costsMinor: 0,
    estimatedMinor: 0,
  },
});

const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  version: 1,
  orderId: accepted.id,
  amountMinor: 625_000,
  currency: 'ZAR',
  paidOn: '2026-03-05',
  method: 'eft',
  reference: 'Q-000042',
  reason: '',
  recordedById: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f7',
  recordedByName: 'Lia Liaison',
  recordedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

/** Opens the order as `role` with its payments, keeping each POST /api/payments body. */
function openAs(
  role: Role,
  order: Order,
  payments: Payment[],
  path = `/orders/${order.id}`,
  language: Language = 'en',
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...sessionHandlers(aProfile({ roles: [role], language })),
    ...referenceHandlers(),
    ...paymentHandlers(payments),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
    http.get(`/api/orders/${order.id}/paperwork`, () =>
      HttpResponse.json({ plannedShippingOn: null, items: [], missing: [], warnings: [] }),
    ),
    http.post('/api/payments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(aPayment({ ...body, id: crypto.randomUUID() }), { status: 201 });
    }),
  );
  renderApp(path);
  return sent;
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Payments' }, { timeout: 45_000 }));
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const figure = async (payments: ReturnType<typeof within>, name: string) =>
  plain((await payments.findByRole('rowheader', { name })).nextElementSibling!.textContent);

describe('the order payments panel', { timeout: 60_000 }, () => {
  it('shows staff nothing paid, the deposit and balance due, and records a deposit', async () => {
    const sent = openAs('customerLiaison', accepted, []);
    const payments = await section();
    expect(await figure(payments, 'Paid')).toBe('ZAR 0.00');
    expect(await figure(payments, 'Deposit due')).toBe('ZAR 6,250.00');
    expect(await figure(payments, 'Balance due')).toBe('ZAR 12,500.00');
    const user = userEvent.setup();
    await user.click(await payments.findByRole('button', { name: 'Record a payment' }));
    await user.type(await payments.findByLabelText('Amount'), '6250');
    await user.type(payments.getByLabelText('Reference'), 'Q-000042');
    await user.click(payments.getByRole('button', { name: 'Save the payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      orderId: accepted.id,
      amountMinor: 625_000,
      method: 'eft',
      reference: 'Q-000042',
      reason: '',
    });
    expect(sent[0]).not.toHaveProperty('currency');
  });

  it('asks for the reason of a refund before sending it', async () => {
    const sent = openAs('admin', accepted, [aPayment()]);
    const payments = await section();
    const user = userEvent.setup();
    await user.click(await payments.findByRole('button', { name: 'Record a payment' }));
    await user.type(await payments.findByLabelText('Amount'), '-100');
    await user.click(payments.getByRole('button', { name: 'Save the payment' }));
    expect(await payments.findByText('Say why the money goes back')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the client what is paid and due, where to pay and the reference, and no form', async () => {
    openAs('client', { ...accepted, editable: false }, [aPayment()], `/orders/${accepted.id}/show`);
    const payments = await section();
    expect(await figure(payments, 'Paid')).toBe('ZAR 6,250.00');
    expect(await figure(payments, 'Deposit due')).toBe('ZAR 0.00');
    expect(await figure(payments, 'Balance due')).toBe('ZAR 6,250.00');
    expect(payments.getByRole('list', { name: 'Payments received' })).toHaveTextContent('EFT');
    expect(await payments.findByText('Standard Bank')).toBeVisible();
    expect(payments.getByText('071234567')).toBeVisible();
    expect(payments.getByText('Quote this reference with your payment: Q-000042')).toBeVisible();
    expect(payments.getByText('The balance is due before export.')).toBeVisible();
    expect(payments.queryByRole('button', { name: 'Record a payment' })).toBeNull();
  });

  it("gives a French client the studio's payment terms in French (docs/payments.md#studio-settings)", async () => {
    openAs('client', { ...accepted, editable: false }, [], `/orders/${accepted.id}/show`, 'fr');
    const payments = within(
      await screen.findByRole('region', { name: 'Paiements' }, { timeout: 45_000 }),
    );
    expect(await payments.findByText("Le solde est dû avant l'export.")).toBeVisible();
    expect(payments.queryByText('The balance is due before export.')).toBeNull();
  });
});

describe('accepting a quote', { timeout: 60_000 }, () => {
  it('says what deposit becomes due, where to pay it and the reference (docs/payments.md#on-accepting)', async () => {
    const quoted = {
      ...accepted,
      status: 'quoted' as const,
      editable: false,
      moves: ['accepted' as const],
    };
    openAs('client', quoted, [], `/orders/${quoted.id}/show`);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accept quote' }, { timeout: 45_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this quote?' }));
    expect(plain((await dialog.findByText(/^Accepting makes a deposit of/)).textContent)).toBe(
      'Accepting makes a deposit of ZAR 6,250.00 due.',
    );
    expect(await dialog.findByText('Standard Bank')).toBeVisible();
    expect(dialog.getByText('Quote this reference with your payment: Q-000042')).toBeVisible();
  });
});
