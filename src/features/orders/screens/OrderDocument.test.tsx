import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../definition';
import type { Language } from '../../../shared/languages';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  IDS,
  LINE_AT_FARM,
  orderRowHandler,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { screenWidth } from '../../../../tests/support/screenWidth';

const server = setupApiMocks();

// docs/order-workflow.md#reading-an-order: a quoted order of two lines, one with tag numbers and
// the hunter's instruction, with VAT and a deposit; its client may no longer edit it.
const quoted = (overrides: Partial<Order> = {}) =>
  anOrder({
    status: 'quoted',
    editable: false,
    outfitterId: IDS.outfitter,
    vatRateBp: 1500,
    depositBp: 5000,
    lines: [
      {
        ...anOrder().lines[0]!,
        quantity: 2,
        tagNumbers: ['ZA-1', 'ZA-2'],
        instruction: 'Mount facing left',
      },
      {
        id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d03',
        ...LINE_AT_FARM,
        irLineId: null,
        farm: null,
        crate: null,
        speciesId: IDS.kudu,
        trophyTypeId: IDS.european,
        quantity: 1,
        unitPriceMinor: 480_000,
        tagNumbers: [],
        instruction: '',
      },
    ],
    totals: {
      subtotalMinor: 2_980_000,
      discountMinor: 0,
      vatMinor: 447_000,
      totalMinor: 3_427_000,
      depositMinor: 1_713_500,
      hasPriceOnRequest: false,
      costsMinor: 0,
      estimatedMinor: 0,
    },
    ...overrides,
  });

/**
 * Opens `order` at `path` as someone holding `role`, the API answering as msw; the paperwork's
 * planned shipping is `plannedShippingOn`.
 */
function openAs(
  role: Role,
  order: Order,
  path = `/orders/${order.id}`,
  language: Language = 'en',
  plannedShippingOn: string | null = null,
) {
  server.use(
    ...sessionHandlers(aProfile({ roles: [role], language })),
    ...referenceHandlers(),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
    http.get(`/api/orders/${order.id}/paperwork`, () =>
      HttpResponse.json({ plannedShippingOn, items: [], missing: [], warnings: [] }),
    ),
  );
  renderApp(path);
}

// Intl puts a no-break space between the currency and the amount, and French groups digits with one.
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const named = (name: string) => (shown: string) => spaced(shown) === name;
// A quote until accepted, an order from then on (docs/order-workflow.md#the-editor).
const theDocument = (name: string | RegExp = /^(Quote|Order) Q-000042$/) =>
  screen.findByRole('article', { name }, { timeout: 45_000 });
/** The detail (a term and its value) of the document's head labelled `term`. */
const detail = (article: HTMLElement, term: string) =>
  spaced(within(article).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent);

describe('an order its client reads', { timeout: 60_000 }, () => {
  it('is a document: no input at all, each line’s figures and the totals as text', async () => {
    openAs('client', quoted());
    const article = await theDocument();
    const doc = within(article);
    expect(
      article.querySelectorAll('input, textarea, select, [aria-disabled="true"]'),
    ).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(doc.getByText('Quoted').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'quoted',
    );
    expect(await doc.findByText('Clara Client')).toBeInTheDocument();
    expect(detail(article, 'Client')).toBe('Clara Client');
    expect(detail(article, 'Outfitter')).toBe('Otto Outfitter');
    expect(detail(article, 'Date')).toBe('2 March 2026');

    const lines = within(doc.getByRole('table', { name: 'Lines' }));
    const kudu = await lines.findByRole('row', {
      name: named('1 Greater Kudu Shoulder mount 2 ZAR 12,500.00 ZAR 25,000.00'),
    });
    expect(kudu).toBeInTheDocument();
    expect(
      lines.getByRole('row', {
        name: named('2 Greater Kudu European mount 1 ZAR 4,800.00 ZAR 4,800.00'),
      }),
    ).toBeInTheDocument();
    expect(lines.getByText('Tag numbers: ZA-1, ZA-2')).toBeInTheDocument();
    expect(lines.getByText("Hunter's instruction: Mount facing left")).toBeInTheDocument();

    const totals = within(doc.getByRole('region', { name: 'Totals' }));
    expect(totals.getByRole('row', { name: named('Subtotal ZAR 29,800.00') })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: named('VAT (15%) ZAR 4,470.00') })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: named('Total ZAR 34,270.00') })).toBeInTheDocument();
    expect(
      totals.getByRole('row', { name: named('Deposit due on acceptance (50%) ZAR 17,135.00') }),
    ).toBeInTheDocument();
    // As on the quote PDF, the client's copy: no discount of nothing.
    expect(totals.queryByRole('row', { name: /^Discount/ })).not.toBeInTheDocument();
  });

  // docs/money.md#landed-costs: the whole cost to the hunter, the estimates marked so.
  const withCosts = () =>
    quoted({
      landedCosts: [
        { kind: 'crating', amountMinor: 150_000, estimate: true },
        { kind: 'insurance', amountMinor: 50_000, estimate: false },
      ],
      totals: {
        ...quoted().totals,
        costsMinor: 200_000,
        estimatedMinor: 150_000,
        vatMinor: 477_000,
        totalMinor: 3_657_000,
        depositMinor: 1_828_500,
      },
    });

  it('lists its landed costs, an estimate marked so, and the estimated part of the total', async () => {
    openAs('client', withCosts());
    const totals = within(within(await theDocument()).getByRole('region', { name: 'Totals' }));
    for (const row of [
      'Crating (estimate) ZAR 1,500.00',
      'Insurance ZAR 500.00',
      'VAT (15%) ZAR 4,770.00',
      'Total ZAR 36,570.00',
      'Of which estimated (before VAT) ZAR 1,500.00',
    ]) {
      expect(totals.getByRole('row', { name: named(row) })).toBeInTheDocument();
    }
  });

  it('marks them in French for a French reader', async () => {
    openAs('client', withCosts(), `/orders/${IDS.order}`, 'fr');
    const totals = within(
      within(await theDocument(/^(Devis|Commande) Q-000042$/)).getByRole('region', {
        name: 'Totaux',
      }),
    );
    expect(
      totals.getByRole('row', { name: named('Caisse (estimation) 1 500,00 ZAR') }),
    ).toBeInTheDocument();
    expect(totals.getByRole('row', { name: named('Assurance 500,00 ZAR') })).toBeInTheDocument();
    expect(
      totals.getByRole('row', { name: named('Dont estimé (hors TVA) 1 500,00 ZAR') }),
    ).toBeInTheDocument();
  });

  it('keeps what the client does beside it: accept or decline, the quote PDF, the paperwork', async () => {
    openAs('client', quoted({ moves: ['accepted', 'declined'] }));
    await theDocument();
    const panel = within(screen.getByRole('region', { name: 'Status' }));
    expect(panel.getByRole('button', { name: 'Accept quote' })).toBeEnabled();
    expect(panel.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(panel.getByRole('link', { name: 'Quote PDF' })).toBeInTheDocument();
    expect(await panel.findByRole('region', { name: 'Export paperwork' })).toBeInTheDocument();
  });

  it('shows its status once, in its head: the panel beside it has no chip of its own', async () => {
    openAs('client', quoted());
    const article = await theDocument();
    await screen.findByRole('heading', { name: 'History' });
    expect(document.querySelectorAll('[data-status]')).toHaveLength(1);
    expect(within(article).getByText('Quoted').closest('[data-status]')).toBeInTheDocument();
  });

  it('its headings skip no level (docs/screens.md#accessibility): the title, the document, its lines, the panel', async () => {
    screenWidth(360);
    openAs('client', quoted());
    await theDocument();
    await screen.findByRole('heading', { name: 'Export paperwork' });
    await screen.findByRole('heading', { name: 'How to pay' });
    // The conversation loads on its own: wait for it, or the outline depends on the machine's speed.
    await screen.findByRole('heading', { name: 'Messages' }, { timeout: 10_000 });
    const outline = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline).toEqual([
      'H1 Quote Q-000042',
      'H2 Quote Q-000042',
      'H3 Line 1',
      'H3 Line 2',
      'H2 Messages',
      'H2 Status',
      'H3 Payments',
      'H4 How to pay',
      'H3 Export paperwork',
      'H3 History',
    ]);
  });

  it('on a phone, shows each line as a card of labels and values, and no table', async () => {
    screenWidth(360);
    openAs('client', quoted());
    const doc = within(await theDocument());
    expect(doc.queryByRole('table', { name: 'Lines' })).not.toBeInTheDocument();
    const cards = within(doc.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(cards[0]).toHaveAccessibleName('Line 1');
    const value = (term: string) =>
      spaced(first.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent);
    expect(await first.findByText('Greater Kudu')).toBeInTheDocument();
    expect(value('Trophy type')).toBe('Shoulder mount');
    expect(value('Quantity')).toBe('2');
    expect(value('Unit price')).toBe('ZAR 12,500.00');
    expect(value('Line total')).toBe('ZAR 25,000.00');
    expect(value('Tag numbers')).toBe('ZA-1, ZA-2');
    expect(value("Hunter's instruction")).toBe('Mount facing left');
    expect(within(cards[1]!).queryByText('Tag numbers')).not.toBeInTheDocument();
    expect(doc.getByRole('row', { name: named('Total ZAR 34,270.00') })).toBeInTheDocument();
  });

  it('is worded and written in French for a French reader', async () => {
    openAs('client', quoted(), `/orders/${IDS.order}`, 'fr');
    const article = await theDocument('Devis Q-000042');
    const doc = within(article);
    expect(doc.getByText('Devis envoyé')).toBeInTheDocument();
    expect(await doc.findByText('Otto Outfitter')).toBeInTheDocument();
    expect(detail(article, 'Pourvoyeur')).toBe('Otto Outfitter');
    expect(detail(article, 'Date')).toBe('2 mars 2026');
    const lines = within(doc.getByRole('table', { name: 'Lignes' }));
    expect(
      await lines.findByRole('row', {
        name: named('1 Greater Kudu Shoulder mount 2 12 500,00 ZAR 25 000,00 ZAR'),
      }),
    ).toBeInTheDocument();
    expect(lines.getByText('Numéros de bague : ZA-1, ZA-2')).toBeInTheDocument();
    expect(lines.getByText('Instruction du chasseur : Mount facing left')).toBeInTheDocument();
    const totals = within(doc.getByRole('region', { name: 'Totaux' }));
    expect(totals.getByRole('row', { name: named('TVA (15 %) 4 470,00 ZAR') })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: named('Total 34 270,00 ZAR') })).toBeInTheDocument();
    expect(
      totals.getByRole('row', { name: named("Acompte dû à l'acceptation (50 %) 17 135,00 ZAR") }),
    ).toBeInTheDocument();
  });

  it('names the lines on request under the totals', async () => {
    const order = quoted({ status: 'submitted' });
    order.lines[1]!.unitPriceMinor = null;
    order.totals = { ...order.totals, hasPriceOnRequest: true };
    openAs('huntingOutfitter', order);
    const doc = within(await theDocument());
    const european = await doc.findByRole('row', { name: /European mount/ });
    expect(within(european).getAllByText('Price on request')).toHaveLength(2);
    expect(doc.getByText(/^Price on request: line 2\./)).toBeInTheDocument();
  });
});

// docs/order-workflow.md#status-chip, read by a PH at orders/{quoteId}/show.
it.each([
  ['draft', 'Draft', 'MuiChip-colorDefault'],
  ['inProduction', 'In production', 'MuiChip-colorSecondary'],
] as const)(
  'the document’s status chip: %s is %s in %s',
  { timeout: 60_000 },
  async (status, label, colour) => {
    openAs('professionalHunter', quoted({ status, phId: IDS.ph }), `/orders/${IDS.order}/show`);
    const doc = within(await theDocument());
    expect(doc.getByText(label).closest('.MuiChip-root')).toHaveClass(colour);
  },
);

// docs/order-workflow.md#the-editor: the client's acceptance makes the quote an order, in the
// header's title and the document's head alike.
it.each([
  ['quoted', 'Quote Q-000042'],
  ['inProduction', 'Order Q-000042'],
] as const)('a %s order is headed %s', { timeout: 60_000 }, async (status, heading) => {
  openAs('professionalHunter', quoted({ status, phId: IDS.ph }), `/orders/${IDS.order}/show`);
  await theDocument(heading);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

describe('who still gets the editor', { timeout: 60_000 }, () => {
  it.each([
    ['customerLiaison', quoted({ status: 'submitted', editable: true })],
    ['admin', quoted()],
    ['client', anOrder({ status: 'draft', editable: true })],
  ] as const)('a %s on this order', async (role, order) => {
    openAs(role, order);
    expect(
      await screen.findByRole('combobox', { name: 'Pricelist' }, { timeout: 45_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Without the document's head, the panel shows the status.
    expect(
      screen
        .getByRole('region', { name: 'Status' })
        .querySelector(`[data-status="${order.status}"]`),
    ).toBeInTheDocument();
  });
});

// docs/order-workflow.md#expected-dates: the head says when the studio expects the order ready and
// shipped, each with what it means, in the reader's language.
describe('the expected dates in the head', { timeout: 60_000 }, () => {
  const promised = quoted({
    status: 'inProduction',
    phId: IDS.ph,
    expectedReadyOn: '2027-05-03',
    expectedShippingOn: '2027-06-14',
  });

  it.each([
    ['client', `/orders/${IDS.order}`],
    ['huntingOutfitter', `/orders/${IDS.order}/show`],
    ['professionalHunter', `/orders/${IDS.order}/show`],
  ] as const)('a %s reads both days and what each means', async (role, path) => {
    openAs(role, promised, path);
    const doc = await theDocument();
    expect(detail(doc, 'Expected ready')).toBe('3 May 2027When the trophies leave production');
    expect(detail(doc, 'Expected shipping')).toBe(
      '14 June 2027When the crate leaves for the freight agent',
    );
    expect(within(doc).queryByText('Estimated shipping')).not.toBeInTheDocument();
  });

  it('a French client reads them the French way, explained in French', async () => {
    openAs('client', promised, `/orders/${IDS.order}`, 'fr');
    const doc = await theDocument('Commande Q-000042');
    expect(detail(doc, 'Fin de production prévue')).toBe(
      '3 mai 2027Quand les trophées quittent l’atelier',
    );
    expect(detail(doc, 'Expédition prévue')).toBe(
      '14 juin 2027Quand la caisse part chez le transitaire',
    );
  });

  it('without an expected shipping day, shows the planned one as an estimate from production times', async () => {
    openAs('client', quoted({ status: 'accepted' }), `/orders/${IDS.order}`, 'en', '2027-02-01');
    const doc = await theDocument();
    expect(await within(doc).findByText('1 February 2027')).toBeInTheDocument();
    expect(detail(doc, 'Estimated shipping')).toBe(
      '1 February 2027An estimate from the production times; the studio confirms the date',
    );
    expect(within(doc).queryByText('Expected ready', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('holds the estimate’s place while the paperwork loads, so the lines below do not jump', async () => {
    openAs('client', quoted({ status: 'accepted' }));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`/api/orders/${IDS.order}/paperwork`, async () => {
        await answered;
        return HttpResponse.json({
          plannedShippingOn: '2027-02-01',
          items: [],
          missing: [],
          warnings: [],
        });
      }),
    );
    const doc = await theDocument();
    expect(detail(doc, 'Estimated shipping')).toBe(
      'An estimate from the production times; the studio confirms the date',
    );
    answer();
    expect(await within(doc).findByText('1 February 2027')).toBeInTheDocument();
  });

  it('shows no estimate when the paperwork has none (no line has a production time)', async () => {
    openAs('client', quoted({ status: 'accepted' }));
    const doc = await theDocument();
    await waitFor(() =>
      expect(
        within(doc).queryByText('Estimated shipping', { selector: 'dt' }),
      ).not.toBeInTheDocument(),
    );
  });
});
