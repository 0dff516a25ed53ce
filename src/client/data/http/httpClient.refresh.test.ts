import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupApiMocks, unauthorized } from '../../../../tests/support/apiMocks';
import { apiPaths } from '../../../shared/apiPaths';
import { ApiError } from './apiError';
import { createHttpClient } from './httpClient';

const origin = 'http://portal.test';
const at = (path: string) => `${origin}${path}`;
const server = setupApiMocks();

/** An API whose access cookie is "valid" only after a refresh answered 200. */
function sessionApi(refreshStatus: 200 | 401) {
  const calls = { refresh: 0, profile: 0 };
  let fresh = false;
  server.use(
    http.post(at(apiPaths.auth.refresh), async () => {
      calls.refresh += 1;
      // Let concurrent 401s arrive while this refresh is still running.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (refreshStatus === 401) return unauthorized();
      fresh = true;
      return HttpResponse.json({ emailConfirmed: true });
    }),
    http.get(at(apiPaths.clients.profile), () => {
      calls.profile += 1;
      return fresh ? HttpResponse.json({ id: 'u1' }) : unauthorized();
    }),
  );
  return calls;
}

describe('a 401 triggers one refresh; the call is retried once or the user logged out', () => {
  it('retries the call once after a successful refresh and answers its result', async () => {
    const calls = sessionApi(200);
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ origin, onSessionExpired });
    expect(await client.get(apiPaths.clients.profile)).toEqual({ id: 'u1' });
    expect(calls).toEqual({ refresh: 1, profile: 2 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs the user out when the refresh answers 401, and the call fails with its 401', async () => {
    const calls = sessionApi(401);
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ origin, onSessionExpired });
    await expect(client.get(apiPaths.clients.profile)).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual({ refresh: 1, profile: 1 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent 401s share one refresh, then retries each call once', async () => {
    const calls = sessionApi(200);
    const client = createHttpClient({ origin });
    const answers = await Promise.all([1, 2, 3].map(() => client.get(apiPaths.clients.profile)));
    expect(answers).toEqual([{ id: 'u1' }, { id: 'u1' }, { id: 'u1' }]);
    expect(calls).toEqual({ refresh: 1, profile: 6 });
  });

  it('logs out once when concurrent 401s share a refresh that answers 401', async () => {
    const calls = sessionApi(401);
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ origin, onSessionExpired });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => client.get(apiPaths.clients.profile)),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls.refresh).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 after a good refresh is the answer', async () => {
    let refreshes = 0;
    let attempts = 0;
    server.use(
      http.post(at(apiPaths.auth.refresh), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
      http.get(at('/api/orders'), () => {
        attempts += 1;
        return unauthorized();
      }),
    );
    const error = await createHttpClient({ origin })
      .get('/api/orders')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect({ refreshes, attempts }).toEqual({ refreshes: 1, attempts: 2 });
  });

  it('never refreshes after a 401 on login: wrong credentials are the answer', async () => {
    let refreshes = 0;
    server.use(
      http.post(at(apiPaths.auth.login), unauthorized),
      http.post(at(apiPaths.auth.refresh), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
    );
    await expect(
      createHttpClient({ origin }).post(apiPaths.auth.login, { email: 'a@b.c', password: 'x' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });

  it('does not log out when the refresh fails for another reason than 401', async () => {
    server.use(
      http.post(at(apiPaths.auth.refresh), () => HttpResponse.error()),
      http.get(at(apiPaths.clients.profile), unauthorized),
    );
    const onSessionExpired = vi.fn();
    await expect(
      createHttpClient({ origin, onSessionExpired }).get(apiPaths.clients.profile),
    ).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('tabs take turns to refresh: a second tab refreshes only after the first one finished', async () => {
    let running = 0;
    let overlapped = false;
    server.use(
      http.post(at(apiPaths.auth.refresh), async () => {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return HttpResponse.json({});
      }),
    );
    const locks = sharedLocks();
    const tabs = [createHttpClient({ origin, locks }), createHttpClient({ origin, locks })];
    expect(await Promise.all(tabs.map((tab) => tab.refreshSession()))).toEqual([
      'refreshed',
      'refreshed',
    ]);
    expect(overlapped).toBe(false);
  });
});

/** The part of the Web Locks API the client uses, as one origin's tabs share it (jsdom has none). */
function sharedLocks(): Pick<LockManager, 'request'> {
  const queues = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const turn = (queues.get(name) ?? Promise.resolve()).then(callback);
    queues.set(
      name,
      turn.catch(() => undefined),
    );
    return turn;
  };
  return { request } as Pick<LockManager, 'request'>;
}
