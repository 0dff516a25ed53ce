import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { users } from '../../src/features/users/table';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demoAccounts';
import { useMainDataDir } from '../support/mainDataDir';
import { runMain } from '../support/runMain';
import { signInOverHttp } from '../support/signInOverHttp';
import { uploadOverHttp } from '../support/uploadOverHttp';
import { pdfBytes } from './files/fileSamples';
import { tempDirs } from '../support/tempDirs';

const tempDir = tempDirs('trophy-start-');

async function refusedStart(env: Record<string, string>) {
  const main = runMain(env);
  const code = await main.exited;
  const lines = main.output().trim().split('\n');
  return { code, lines };
}

describe('npm start (src/server/main.ts)', () => {
  it('keeps its data across a restart, seeds only once, and closes cleanly on SIGINT and SIGTERM', async () => {
    const dataDir = tempDir();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const main = runMain({ PORT: '0', DATA_DIR: dataDir });
      const url = await main.ready;
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', version: '0.3.0' });
      main.child.kill(signal);
      expect(await main.exited).toBe(0);
    }
    const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
    const [row] = await database.db.select({ users: count() }).from(users);
    await database.close();
    expect(row?.users).toBe(DEMO_ACCOUNTS.length);
  }, 60_000);

  it('stops with one clear line when DATABASE_URL points at no server', async () => {
    const { code, lines } = await refusedStart({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/portal',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Trophy Portal did not start: Cannot reach the database at DATABASE_URL (127.0.0.1:1/portal): ECONNREFUSED',
    ]);
  }, 30_000);

  it('stops with one clear line when DATA_DIR cannot be written', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const { code, lines } = await refusedStart({ DATA_DIR: join(file, 'data') });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Trophy Portal did not start: DATA_DIR is not writable: cannot write to .*a-file\/data \(ENOTDIR\)$/,
    );
  }, 30_000);

  it('stops with one clear line naming a malformed setting', async () => {
    const { code, lines } = await refusedStart({
      DATA_DIR: tempDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Trophy Portal did not start: Invalid setting: PORT .*; DATABASE_URL must start with postgres/,
    );
  }, 30_000);
});

describe('npm start stopped while an answer is still being sent', () => {
  const { env } = useMainDataDir('trophy-stop-', 'seeded');

  it('closes that connection once the answer is sent, and exits at once', async () => {
    const main = runMain({ ...env, HOST: '127.0.0.1' });
    onTestFinished(async () => {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await main.exited;
    });
    const url = await main.ready;
    const session = await signInOverHttp(url, 'liaison@example.com');
    // Larger than the connection's buffers: the server is still sending it while nobody reads.
    const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(8 * 2 ** 20, '%')]);
    const id = await uploadOverHttp(url, session, pdf);
    const download = await fetch(`${url}/api/files/${id}`, { headers: { cookie: session.cookie } });
    main.child.kill('SIGTERM');
    await expect.poll(main.output).toContain('SIGTERM: closing');
    expect((await download.arrayBuffer()).byteLength).toBe(pdf.length);
    const read = Date.now();
    expect(await main.exited).toBe(0);
    expect(Date.now() - read).toBeLessThan(2_000);
  }, 60_000);
});
