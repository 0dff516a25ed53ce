// npm run bench:request-files: how many of the project's source files a request runs code in
// (docs/architecture.md#a-calls-way-through-the-server), for GET /api/orders and POST
// /api/instruction-registers. V8's precise coverage counts every function called while the one
// request runs, after a first call of the same kind has loaded and warmed everything it needs.
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { signedBody } from '../../tests/api/instructionRegisters/irSupport';
import { signIn } from '../../tests/support/signIn';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { species } from '../../src/features/species/table';
import { loadConfig } from '../../src/server/config';
import { startPortal } from '../../src/server/startPortal';

const root = fileURLToPath(new URL('../../', import.meta.url));
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/** The project's source files with a function called since the last look. */
async function filesCalled(): Promise<string[]> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  return result
    .filter(({ url }) => url.startsWith(`file://${root}src/`))
    .filter(({ functions }) => functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
    .map(({ url }) => relative(root, fileURLToPath(url)))
    .sort();
}

/** The files one call runs code in, after the same call once; `prepare` makes each call's input. */
async function filesOf<T>(prepare: () => Promise<T>, call: (input: T) => Promise<unknown>) {
  await call(await prepare());
  const input = await prepare();
  await filesCalled();
  await call(input);
  return filesCalled();
}

// The portal as `npm start` runs it: the embedded database with the demo data, quiet.
const portal = await startPortal(
  loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'request-files-')),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  }),
);
const { app }: { app: FastifyInstance } = portal;
try {
  const admin = await signIn(app, 'admin@example.com');
  const collector = await signIn(app, 'collector@example.com');
  const [anySpecies] = await app.db.select({ id: species.id }).from(species).limit(1);
  const orders = await filesOf(
    async () => undefined,
    () => app.inject({ url: '/api/orders?range=[0,24]', headers: admin }),
  );
  // The register's signatures are uploaded before the call, by calls of their own.
  const registers = await filesOf(
    () => signedBody(app, collector, anySpecies!.id),
    (payload) =>
      app.inject({
        method: 'POST',
        url: '/api/instruction-registers',
        headers: collector,
        payload,
      }),
  );
  for (const [name, files] of [
    ['GET /api/orders', orders],
    ['POST /api/instruction-registers (one line, two signatures)', registers],
  ] as const) {
    const folders = new Set(files.map((file) => file.slice(0, file.lastIndexOf('/'))));
    console.log(`\n${name}: ${files.length} files in ${folders.size} folders`);
    for (const file of files) console.log(`  ${file}`);
  }
} finally {
  await portal.close();
  session.disconnect();
}
