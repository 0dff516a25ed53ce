// The IR list's floor (README.md): a bare Fastify route running the list's page query (irPage.ts)
// and nothing else: no session, no validation, no serialization schema. Run as its own process by
// the floor target; the scope comes from the x-bench-scope header ("<role>:<user id>").
import Fastify from 'fastify';
import type { ListQuery } from '../../src/engine/server/listQuery';
import { openDatabase } from '../../src/server/db/openDatabase';
import { irPage } from './irPage';

const { db } = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { pgliteDir: process.env.BENCH_PGLITE_DIR },
);
const app = Fastify({ logger: false });

app.get('/api/instruction-registers', async (request, reply) => {
  const query = request.query as { range?: string; filter?: string; sort?: string };
  const [field, order] = JSON.parse(query.sort ?? '["createdAt","DESC"]') as [
    string,
    'ASC' | 'DESC',
  ];
  const [start, end] = JSON.parse(query.range ?? '[0,24]') as [number, number];
  const page = await irPage(db, String(request.headers['x-bench-scope'] ?? 'admin:'), {
    sort: { field, order },
    range: { start, end },
    filter: JSON.parse(query.filter ?? '{}') as ListQuery['filter'],
  });
  void reply.header('Content-Range', page.contentRange);
  return page.rows;
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
