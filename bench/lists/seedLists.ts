import type { Exec, Query } from '../support/benchDatabases';
import { DOCUMENT_KINDS } from '../../src/features/documents/documentKinds';
import { benchIdSql, OUTFITTER_SHARES, smallestOutfitterClients } from '../orders-list/benchIds';
import { seedPeople } from '../orders-list/seedBench';
import { seedTables } from '../support/seedTables';

// The tables this bench fills (seedTables drops and rebuilds their indexes). outfitter_documents
// is filled by the documents' insert trigger (docs/documents.md#the-list).
const LIST_TABLES = [
  'clients',
  'client_outfitters',
  'documents',
  'outfitter_documents',
  'files',
  'file_blobs',
];

const KINDS = `(array[${DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(', ')}])[1 + g % ${DOCUMENT_KINDS.length}]`;
// Client n's number from its bench id (benchIds.ts: the id's last twelve digits are n in hex).
const CLIENT_NUMBER = `('x' || lpad(substr(id::text, 25), 16, '0'))::bit(64)::bigint`;
const fileId = (n: string) => `md5('file' || ${n})::uuid`;

/**
 * The lists bench's spread at `rows`: `rows` clients and `rows` documents, the orders bench's
 * outfitters and shares (OUTFITTER_SHARES) over the clients (a client holds about one document),
 * and `client@bench.example` the account of client 1, who holds 5 documents at any size.
 */
export const listsShapeOf = (rows: number) => ({
  rows,
  clients: rows,
  smallestOutfitterClients: smallestOutfitterClients(rows, 1),
  outfitters: OUTFITTER_SHARES.length,
  smallPh: 2,
});
export type ListsShape = ReturnType<typeof listsShapeOf>;

/**
 * Fills a migrated, empty database with the people of the orders bench (seedPeople: the clients
 * with their outfitters' links, the liaison), each client's country and passport, and `shape.rows`
 * documents, each on a client and a stored file of its own, uploaded one minute apart.
 * @example await seedLists(exec, query, listsShapeOf(10_000), passwordHash);
 */
export async function seedLists(exec: Exec, query: Query, shape: ListsShape, passwordHash: string) {
  await seedTables(exec, query, LIST_TABLES, ['users'], async () => {
    await seedPeople(exec, shape, passwordHash);
    await exec(`
    update clients set country = (array['DE','US','ZA','FR','ES','AT','SE','NO','DK','PL'])[1 + n % 10],
        passport_number = 'P' || lpad(n::text, 8, '0')
      from (select id as client, ${CLIENT_NUMBER} as n from clients) numbered where clients.id = client;
    insert into file_blobs (sha256, size, content_type, has_thumbnail)
      select 'bench' || g, 20000 + g % 1000, 'application/pdf', false from generate_series(1, ${shape.rows}) g;
    insert into files (id, name, sha256, uploaded_by, held_at)
      select ${fileId('g')}, 'permit-' || g || '.pdf', 'bench' || g, ${benchIdSql(4, '1')}, now()
      from generate_series(1, ${shape.rows}) g;
    insert into documents (title, kind, file_id, number, expires_on, holder_name, client_id,
        uploaded_by_id, created_at, updated_at)
      select 'Document ' || g, ${KINDS}, ${fileId('g')}, 'D' || lpad(g::text, 8, '0'),
        date '2027-01-01' + (g % 900), 'Holder N' || client, ${benchIdSql(1, 'client')}, ${benchIdSql(4, '1')},
        timestamptz '2020-01-01' + g * interval '1 minute', timestamptz '2020-01-01' + g * interval '1 minute'
      from (select g, case when g % ${Math.floor(shape.rows / 5)} = 0 then 1
          else 2 + (g::bigint * 7919) % (${shape.clients} - 1) end as client
        from generate_series(1, ${shape.rows}) g) s
      order by g;
  `);
  });
}
