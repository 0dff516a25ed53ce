import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

// docs/api.md#lists-without-a-count: a list answers `Content-Range: orders 0-24/*` while more rows follow
// and the exact total on its last page; react-admin gets pageInfo for the first, total for the other.

const origin = 'http://portal.test';
const server = setupApiMocks();
const provider = createDataProvider(createHttpClient({ origin }));
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `o${index}` }));

function answerOrders(count: number, contentRange: string) {
  server.use(
    http.get(`${origin}/api/orders`, () =>
      HttpResponse.json(rows(count), { headers: { 'Content-Range': contentRange } }),
    ),
  );
}

const listPage = (page: number) =>
  provider.getList('orders', {
    pagination: { page, perPage: 25 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });

describe('the data provider reads partial pagination', () => {
  it('turns a * total into pageInfo with a next page and no total', async () => {
    answerOrders(25, 'orders 25-49/*');
    const answer = await listPage(2);
    expect(answer).toEqual({
      data: rows(25),
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
    expect(answer).not.toHaveProperty('total');
  });

  it('offers no next page for an empty page past the end', async () => {
    answerOrders(0, 'orders 50-50/*');
    expect((await listPage(3)).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  // docs/screens.md#empty-lists: react-admin shows a list's empty page for a total of 0, or for
  // pageInfo with neither a next nor a previous page.
  it('answers an empty first page as empty, whether its total is exact or *', async () => {
    answerOrders(0, 'orders 0-0/0');
    expect(await listPage(1)).toEqual({ data: [], total: 0 });
    answerOrders(0, 'orders 0-0/*');
    expect((await listPage(1)).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('keeps an exact total as the total', async () => {
    answerOrders(8, 'orders 0-7/8');
    expect(await listPage(1)).toEqual({ data: rows(8), total: 8 });
  });

  // A farm's page lists its IRs as references (docs/instruction-registers.md#farms).
  it('turns a * total of a list of references into pageInfo', async () => {
    server.use(
      http.get(`${origin}/api/instruction-registers`, () =>
        HttpResponse.json(rows(10), {
          headers: { 'Content-Range': 'instruction-registers 0-9/*' },
        }),
      ),
    );
    const answer = await provider.getManyReference('instruction-registers', {
      target: 'farmId',
      id: 'farm-1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(answer).toEqual({
      data: rows(10),
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
  });

  // docs/api.md#compression: a request with a Range header is one the browser will not take
  // compressed; the server reads the range from the query alone.
  it('sends a list call its range in the query and no Range header', async () => {
    let sent: Request | undefined;
    server.use(
      http.get(`${origin}/api/orders`, ({ request }) => {
        sent = request;
        return HttpResponse.json(rows(1), { headers: { 'Content-Range': 'orders 0-0/1' } });
      }),
    );
    await listPage(1);
    expect(sent?.headers.has('range')).toBe(false);
    expect(new URL(sent!.url).searchParams.get('range')).toBe('[0,24]');
  });
});
