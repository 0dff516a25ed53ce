// The lists bench's floor (README.md): a bare Fastify route per list running the simplest correct
// page query, written here by hand in SQL (not the engine's), with `pg` or PGlite and nothing else:
// no session, no validation, no serialization schema, no count (a page and the one row past it, as
// the lists answer). Run as its own process by the floor target; the scope comes from the
// x-bench-scope header ("<role>:<user id>").
import Fastify from 'fastify';
import { openFloorDatabase } from '../support/floorDatabase';

const run = await openFloorDatabase();
const app = Fastify({ logger: false });

interface Page {
  role: string;
  userId: string;
  filter: Record<string, string>;
  field: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/**
 * A page query as one writes it by hand for a deep page: the page's ids found first, in the sort's
 * order under the scope's and the filter's conditions on `table` (alias `t`, with what `joins`
 * adds), so a skipped row costs an index entry; then only the page's rows read with `select`.
 */
function pageSql(
  select: string,
  from: { table: string; joins: string },
  conditions: string[],
  key: string,
  page: Page,
) {
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const way = page.order;
  const ids = `select t.id, ${key} as k from ${from.table} ${from.joins} ${where}
    order by ${key} ${way}, t.id ${way} limit ${page.limit + 1} offset ${page.offset}`;
  return `${select} from (${ids}) p join ${from.table} on t.id = p.id ${from.joins}
    order by p.k ${way}, p.id ${way}`;
}

const CLIENT_SORT: Record<string, string> = {
  fullName: `lower(t.first_name || ' ' || t.last_name)`,
  email: 'lower(t.email)',
  country: 't.country',
};

function clientsPage(page: Page, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (page.role === 'huntingOutfitter')
    conditions.push(
      `exists (select 1 from client_outfitters l where l.client_id = t.id and l.outfitter_id = ${param(page.userId)})`,
    );
  if (page.filter.country) conditions.push(`t.country = ${param(page.filter.country)}`);
  if (page.filter.q) {
    const like = param(`%${page.filter.q}%`);
    conditions.push(
      `(t.first_name || ' ' || t.last_name ilike ${like} or t.email ilike ${like} or t.passport_number ilike ${like} or t.phone ilike ${like})`,
    );
  }
  return pageSql(
    `select t.id, t.version, t.first_name as "firstName", t.last_name as "lastName", t.email, t.phone,
      t.address_line1 as "addressLine1", t.address_line2 as "addressLine2", t.city, t.region,
      t.postal_code as "postalCode", t.country, t.passport_number as "passportNumber",
      t.freight_agent as "freightAgent", t.notes, t.user_id as "userId",
      coalesce(nullif(trim(t.first_name || ' ' || t.last_name), ''), t.email) as "fullName",
      array(select l.outfitter_id from client_outfitters l where l.client_id = t.id) as "outfitterIds"`,
    { table: 'clients t', joins: '' },
    conditions,
    CLIENT_SORT[page.field]!,
    page,
  );
}

const DOCUMENT_SORT: Record<string, string> = {
  uploadedAt: 't.created_at',
  title: 't.title',
  kind: 't.kind',
  number: 't.number',
  expiresOn: 't.expires_on',
};

function documentsPage(page: Page, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (page.role === 'huntingOutfitter')
    conditions.push(
      `t.client_id in (select l.client_id from client_outfitters l where l.outfitter_id = ${param(page.userId)})`,
    );
  if (page.role === 'client')
    conditions.push(
      `t.client_id in (select c.id from clients c where c.user_id = ${param(page.userId)})`,
    );
  if (page.filter.kind) conditions.push(`t.kind = ${param(page.filter.kind)}`);
  if (page.filter.q) {
    const like = param(`%${page.filter.q}%`);
    conditions.push(
      `(t.title ilike ${like} or t.number ilike ${like} or t.holder_name ilike ${like} or t.holder_passport_number ilike ${like} or f.name ilike ${like})`,
    );
  }
  return pageSql(
    `select t.id, t.version, t.title, t.kind, t.file_id as "fileId", t.number, t.issued_on as "issuedOn",
      t.expires_on as "expiresOn", t.holder_name as "holderName",
      t.holder_passport_number as "holderPassportNumber", t.species_ids as "speciesIds",
      t.tag_numbers as "tagNumbers", t.client_id as "clientId", t.order_id as "orderId", t.ir_id as "irId",
      t.uploaded_by_id as "uploadedById",
      (select u.first_name || ' ' || u.last_name from users u where u.id = t.uploaded_by_id) as "uploadedByName",
      t.created_at as "uploadedAt", f.name as "fileName", b.content_type as "fileContentType",
      b.size as "fileSize", coalesce(t.expires_on <= current_date + 30, false) as "expiringSoon"`,
    {
      table: 'documents t',
      joins: 'join files f on f.id = t.file_id join file_blobs b on b.sha256 = f.sha256',
    },
    conditions,
    DOCUMENT_SORT[page.field]!,
    page,
  );
}

for (const [list, pageOf] of [
  ['clients', clientsPage],
  ['documents', documentsPage],
] as const) {
  app.get(`/api/${list}`, async (request) => {
    const query = request.query as { range: string; filter: string; sort: string };
    const [field, order] = JSON.parse(query.sort) as [string, 'ASC' | 'DESC'];
    const [start, end] = JSON.parse(query.range) as [number, number];
    const [role = 'admin', userId = ''] = String(request.headers['x-bench-scope']).split(':');
    const params: unknown[] = [];
    const text = pageOf(
      {
        role,
        userId,
        filter: JSON.parse(query.filter) as Record<string, string>,
        field,
        order,
        offset: start,
        limit: end - start + 1,
      },
      params,
    );
    return run(text, params);
  });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
