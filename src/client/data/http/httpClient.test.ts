import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { apiPaths } from '../../../shared/apiPaths';
import { pageI18nProvider } from '../../i18n/pageI18nProvider';
import { ApiError } from './apiError';
import { createHttpClient } from './httpClient';

const origin = 'http://portal.test';
const at = (path: string) => `${origin}${path}`;
const server = setupApiMocks();

const client = (onSessionExpired = vi.fn()) =>
  createHttpClient({ origin, timeoutMs: 200, onSessionExpired });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the HTTP client sends JSON to the page's origin and fails with one error kind per cause", () => {
  it('sends plain object bodies as JSON to the same origin and reads the answer as JSON', async () => {
    let seen: { type: string | null; body: unknown } | null = null;
    server.use(
      http.post(at('/api/things'), async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    expect(await client().post('/api/things', { name: 'kudu' })).toEqual({ id: 7 });
    expect(seen).toEqual({ type: 'application/json', body: { name: 'kudu' } });
  });

  it('sends the language the screens show as Accept-Language, so a guest gets errors in it too', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(at(apiPaths.auth.login), ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ message: 'Wrong e-mail or password' }, { status: 401 });
      }),
    );
    await failure(client().post(apiPaths.auth.login, {}));
    await pageI18nProvider.changeLocale('fr');
    try {
      await failure(client().post(apiPaths.auth.login, {}));
    } finally {
      await pageI18nProvider.changeLocale('en');
    }
    expect(seen).toEqual(['en', 'fr']);
  });

  it('appends query parameters to the URL and leaves out empty ones', async () => {
    let search = '';
    server.use(
      http.get(at('/api/clients'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([]);
      }),
    );
    await client().get('/api/clients', { query: { q: 'van der Merwe', page: 2, none: undefined } });
    expect(search).toBe('?q=van+der+Merwe&page=2');
  });

  it('treats every status from 200 to 299 as success, an empty body as null', async () => {
    server.use(http.post(at('/api/auth/logout'), () => new HttpResponse(null, { status: 204 })));
    expect(await client().post(apiPaths.auth.logout)).toBeNull();
  });

  it('rejects any other status with the status and its data', async () => {
    server.use(
      http.post(at('/api/things'), () =>
        HttpResponse.json({ message: 'Taken', errors: { email: 'In use' } }, { status: 409 }),
      ),
    );
    const error = await failure(client().post('/api/things', {}));
    expect(error.status).toBe(409);
    expect(error.data).toEqual({ message: 'Taken', errors: { email: 'In use' } });
    expect(error.message).toBe('Taken');
    expect(error.fieldErrors).toEqual({ email: 'In use' });
  });

  it('rejects with TIMEOUT_ERROR when the server does not answer in time', async () => {
    server.use(http.get(at('/api/slow'), () => delay('infinite')));
    expect((await failure(client().get('/api/slow'))).status).toBe('TIMEOUT_ERROR');
  });

  it('rejects with FETCH_ERROR when the network fails', async () => {
    server.use(http.get(at('/api/down'), () => HttpResponse.error()));
    expect((await failure(client().get('/api/down'))).status).toBe('FETCH_ERROR');
  });

  it('rejects with PARSING_ERROR when a success answer is not JSON', async () => {
    server.use(http.get(at('/api/html'), () => HttpResponse.text('<html>')));
    const error = await failure(client().get('/api/html'));
    expect(error.status).toBe('PARSING_ERROR');
    expect(error.data).toBe('<html>');
  });

  it('reads a success as bytes when asked for a blob, and a failure as the JSON error it is', async () => {
    const pdf = '%PDF-1.7 quote';
    server.use(
      http.get(at('/api/quote.pdf'), () =>
        HttpResponse.text(pdf, { headers: { 'content-type': 'application/pdf' } }),
      ),
      http.get(at('/api/busy.pdf'), () =>
        HttpResponse.json({ message: 'Still being made' }, { status: 429 }),
      ),
    );
    const answer = await client().request('/api/quote.pdf', { responseType: 'blob' });
    expect(await answer.blob?.text()).toBe(pdf);
    const error = await failure(client().request('/api/busy.pdf', { responseType: 'blob' }));
    expect([error.status, error.message]).toEqual([429, 'Still being made']);
  });
});
