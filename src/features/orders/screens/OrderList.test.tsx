import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderListRow } from '../definition';
import type { Role } from '../../../shared/roles';
import {
  aProfile,
  recordCalls,
  sessionHandlers,
  setupApiMocks,
} from '../../../../tests/support/apiMocks';
import { anOrder, IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { typeDate } from '../../../../tests/support/typeDate';
import { formatDate } from '../../../shared/dates';

const server = setupApiMocks();
const calls = recordCalls(server);

const ROWS: OrderListRow[] = [
  {
    id: IDS.order,
    number: 42,
    status: 'submitted',
    clientId: IDS.client,
    clientName: 'Clara Client',
    outfitterId: IDS.outfitter,
    outfitterName: 'Otto Outfitter',
    phId: null,
    currency: 'ZAR',
    totalMinor: 123_450,
    hasPriceOnRequest: false,
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-05T16:00:00.000Z',
    unreadMessages: 3,
  },
  {
    id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c0c',
    number: 7,
    status: 'draft',
    clientId: IDS.client,
    clientName: 'Bo Buyer',
    outfitterId: null,
    outfitterName: null,
    phId: IDS.ph,
    currency: 'JPY',
    totalMinor: 12_345,
    hasPriceOnRequest: true,
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    unreadMessages: 0,
  },
];

/** The query strings of every GET /api/orders, parsed, in order. */
let listCalls: { filter: unknown; sort: unknown; range: unknown }[] = [];

function openList(roles: Role[] = ['customerLiaison']) {
  server.use(
    ...sessionHandlers(aProfile({ roles })),
    ...referenceHandlers(),
    http.get('/api/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const param = (name: string) => JSON.parse(query.get(name) ?? 'null') as unknown;
      listCalls.push({ filter: param('filter'), sort: param('sort'), range: param('range') });
      // An exact total: the list's paging is not what these tests are about.
      return HttpResponse.json(ROWS, { headers: { 'Content-Range': 'orders 0-1/2' } });
    }),
    http.get(`/api/orders/${IDS.order}`, () =>
      HttpResponse.json(anOrder({ totals: { ...anOrder().totals, totalMinor: 123_450 } })),
    ),
  );
  renderApp('/');
}

const lastFilter = () => listCalls.at(-1)?.filter;
// The first render of the whole app can take seconds on a loaded machine.
const LOADED = { timeout: 10_000 };
/** A column header's sort button: react-admin names it "Sort by <label> ascending". */
const sortHeader = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^Sort by ${label}`) });

async function addFilter(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name }));
}

/**
 * Opens a filter's picker and picks one of its options. The picker can render again while its
 * choices load, which closes its list, so it is opened again until the option shows.
 */
async function pick(user: UserEvent, name: string, option: string) {
  await waitFor(async () => {
    if (!screen.queryByRole('listbox')) await user.click(screen.getByRole('combobox', { name }));
    expect(screen.getByRole('option', { name: option })).toBeVisible();
  }, LOADED);
  await user.click(screen.getByRole('option', { name: option }));
}

beforeEach(() => {
  listCalls = [];
  // react-admin keeps a list's filters in the store (local storage): each test starts afresh.
  localStorage.clear();
});

describe('Client Orders', { timeout: 30_000 }, () => {
  it('asks for the newest first, 25 a page, with no filter', async () => {
    openList();
    await screen.findByText('Q-000042');
    expect(listCalls[0]).toEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });
  });

  it('shows number with unread messages, client, outfitter, status, total in its currency, and the dates', async () => {
    openList();
    const [, first, second] = await screen.findAllByRole('row');
    // Intl puts a no-break space between the currency and the amount.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    // docs/messages.md#unread: the count beside the number, named as the header names it.
    expect(within(first!).getByRole('img', { name: '3 unread messages' })).toHaveTextContent('3');
    expect(within(second!).queryByRole('img', { name: /unread/ })).toBeNull();
    expect(cells(first!)).toEqual([
      'Q-0000423',
      'Clara Client',
      'Otto Outfitter',
      'Submitted',
      'ZAR 1,234.50',
      formatDate(ROWS[0]!.createdAt, 'en'),
      formatDate(ROWS[0]!.updatedAt, 'en'),
    ]);
    // No minor unit in yen; a line on request is not in the total and says so.
    expect(cells(second!).slice(0, 5)).toEqual([
      'Q-000007',
      'Bo Buyer',
      '—',
      'Draft',
      '¥12,345 + on request',
    ]);
  });

  it('a row opens its whole quote in the editor, not the summary the list holds', async () => {
    openList();
    await userEvent.click(await screen.findByText('Q-000042'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${IDS.order}`),
    );
    const totals = await screen.findByLabelText('Totals');
    expect(
      within(totals).getByRole('row', {
        name: (shown) => shown.replace(/\s+/g, ' ') === 'Total ZAR 1,234.50',
      }),
    ).toBeInTheDocument();
    expect(calls).toContain(`GET /api/orders/${IDS.order}`);
  });

  it('a sortable header asks for the list sorted by its field', async () => {
    openList();
    const user = userEvent.setup();
    await screen.findByText('Q-000042', {}, LOADED);
    await user.click(sortHeader('total'));
    await waitFor(() => expect(listCalls.at(-1)?.sort).toEqual(['totalMinor', 'ASC']));
  });

  it('number, client, status, total and created sort; outfitter and updated do not', async () => {
    openList();
    await screen.findByText('Q-000042', {}, LOADED);
    for (const name of ['number', 'client', 'status', 'total', 'created']) {
      expect(sortHeader(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Sort by (outfitter|updated)/ })).toBeNull();
  });

  it('searching sends the text as `q`', async () => {
    openList();
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Number, client or tag'), 'Q-12');
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'Q-12' }));
  });

  it.each([
    [['customerLiaison'], ['Status', 'Client', 'Outfitter', 'PH', 'Created from', 'Created to']],
    [['client'], ['Status', 'PH', 'Created from', 'Created to']],
  ] as [Role[], string[]][])(
    'offers as %s only the filters whose choices the role may list',
    async (roles, offered) => {
      const user = userEvent.setup();
      openList(roles);
      await user.click(await screen.findByRole('button', { name: 'Add filter' }));
      const items = await screen.findAllByRole('menuitemcheckbox');
      expect(items.map((item) => item.textContent)).toEqual(offered);
    },
  );

  it('the status filter sends the status', async () => {
    openList();
    const user = userEvent.setup();
    await addFilter(user, 'Status');
    await pick(user, 'Status', 'Submitted');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 'submitted' }));
  });

  it.each([
    ['Client', 'Clara Client', { clientId: IDS.client }],
    ['Outfitter', 'Otto Outfitter', { outfitterId: IDS.outfitter }],
    ['PH', 'Philip Hunter', { phId: IDS.ph }],
  ])(
    'the %s filter sends the id of the one picked, and never reads users',
    async (name, option, filter) => {
      openList();
      const user = userEvent.setup();
      await addFilter(user, name);
      await pick(user, name, option);
      await waitFor(() => expect(lastFilter()).toEqual(filter));
      // Only admins may read users: a picker over them would fail for everyone else.
      expect(calls.filter((call) => call.startsWith('GET /api/users'))).toEqual([]);
    },
  );

  it('the date filters send the days chosen', async () => {
    openList();
    const user = userEvent.setup();
    await addFilter(user, 'Created from');
    await typeDate(user, screen, 'Created from', '2026-03-01');
    // react-admin applies a filter after a debounce, with the filters shown at the time it was
    // typed: a second filter added before that lands would be dropped again, as for a person.
    await waitFor(() => expect(lastFilter()).toEqual({ createdFrom: '2026-03-01' }));
    await addFilter(user, 'Created to');
    await typeDate(user, screen, 'Created to', '2026-03-31');
    await waitFor(() =>
      expect(lastFilter()).toEqual({ createdFrom: '2026-03-01', createdTo: '2026-03-31' }),
    );
  });
});
