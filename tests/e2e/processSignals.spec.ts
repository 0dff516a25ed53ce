import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { startShippedPortal } from './support/shippedPortal';

// docs/operations.md#stopping: SIGTERM to `npm start` (a container's or a service manager's stop)
// lets the request in flight finish, then every process of the start is gone, with the closing line.
const GONE_WITHIN_MS = 10_000;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The messages of the server's log lines (npm's and the build's own lines are not JSON). */
function logMessages(dataDir: string): string[] {
  return readFileSync(join(dataDir, 'portal.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

test('SIGTERM to npm start finishes the request in flight and ends every process of the start', async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-signal-'));
  const portal = await startShippedPortal(dataDir);
  try {
    const api = await request.newContext({ baseURL: portal.url });
    const signedIn = await api.post('/api/auth/login', {
      data: { email: 'liaison@example.com', password: DEMO_PASSWORD },
      headers: { origin: portal.url },
    });
    expect(signedIn.status()).toBe(200);
    const [order] = (await (await api.get('/api/orders?range=[0,0]')).json()) as { id: string }[];
    // A first quote PDF starts the renderer's thread: it is still in flight when the stop comes.
    const pdf = api.get(`/api/orders/${order!.id}/quote.pdf`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopAsked = Date.now();
    process.kill(portal.pid, 'SIGTERM');

    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => groupAlive(portal.pid), { timeout: GONE_WITHIN_MS }).toBe(false);
    expect(Date.now() - stopAsked).toBeLessThan(GONE_WITHIN_MS);
    await api.dispose();

    // The log is written as npm's output arrives, which may be just after npm is gone.
    await expect.poll(() => logMessages(dataDir).at(-1)).toBe('closed');
    expect(logMessages(dataDir)).toContain('SIGTERM: closing');
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
