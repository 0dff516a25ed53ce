import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './apiClient';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * For one describe block: a fresh test app before its tests, closed after them, and an API client.
 * @example const ctx = useTestApp(); it('...', async () => { await ctx.api.get(url); });
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): {
  readonly test: TestApp;
  readonly api: ApiClient;
} {
  const context = {} as { test: TestApp; api: ApiClient };
  beforeAll(async () => {
    // A function reads settings known only once an earlier beforeAll ran (a listener's port).
    context.test = await createTestApp(typeof options === 'function' ? options() : options);
    context.api = apiClient(context.test.app);
  });
  afterAll(() => context.test.close());
  return context;
}
