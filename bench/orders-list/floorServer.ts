// The floor (README.md): a bare Fastify route running the simplest correct page query of the
// orders list, written here by hand in SQL (not the engine's), with `pg` (or PGlite) and nothing
// else: no session, no validation, no serialization schema, no count (a page and the one row past
// it, as the list answers), each row with the reader's unread messages. Run as its own process by the floor target; the scope comes from the
// x-bench-scope header ("<role>:<user id>").
import Fastify from 'fastify';
import { parseOrderNumber } from '../../src/features/orders/orderStatuses';
import { isStaffManager, type Role } from '../../src/shared/roles';
import { openFloorDatabase } from '../support/floorDatabase';

const run = await openFloorDatabase();
const app = Fastify({ logger: false });

const NAME = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;
const PERSON = (alias: string) => `coalesce(nullif(trim(${NAME(alias)}), ''), ${alias}.email)`;

/** The sort's keys: the field, then newest first within a status, a total or a client. */
function sortKeys(field: string, order: 'ASC' | 'DESC'): string[] {
  const way = order.toLowerCase();
  const back = order === 'ASC' ? 'desc' : 'asc';
  const newest = [`o.created_at ${back}`, `o.id ${back}`];
  if (field === 'number') return [`o.number ${way}`];
  if (field === 'id') return [`o.id ${way}`];
  if (field === 'status') return [`o.status ${way}`, ...newest];
  if (field === 'totalMinor') return [`o.total_minor ${way}`, ...newest];
  if (field === 'clientName')
    return [`lower(${NAME('c')}) ${way}`, `o.client_id ${way}`, ...newest];
  return [`o.created_at ${way}`, `o.id ${way}`];
}

/**
 * The search as the list defines it (docs/orders-list.md#search): the exact order number, an exact
 * tag number, or a client whose name holds each word (or, for a word without digits, a first or
 * last name close to it), in one condition.
 */
function searchCondition(q: string, param: (value: unknown) => string): string {
  const words = q.split(/\s+/).filter(Boolean);
  const nameHolds = words.map((word) => {
    const like = `${NAME('n')} ilike ${param(`%${word.replace(/[\\%_]/g, '\\$&')}%`)}`;
    if (/\d/.test(word)) return like;
    const w = param(word);
    return `(${like} or ${w} % n.first_name or ${w} % n.last_name)`;
  });
  const number = parseOrderNumber(q);
  return `(${number !== undefined && number <= 2_147_483_647 ? `o.number = ${param(number)} or ` : ''}o.tag_numbers @> array[${param(q.toUpperCase())}]::text[]
    or o.client_id in (select n.id from clients n where ${nameHolds.join(' and ')}))`;
}

/**
 * docs/messages.md#unread: the order's messages the reader did not write, posted after their read
 * mark on it (all, without one); internal notes for staff only.
 */
function unreadCount(role: Role, reader: string): string {
  return `(select count(*)::int from messages m
      where m.order_id = o.id and m.author_id <> ${reader}${isStaffManager([role]) ? '' : ' and not m.internal'}
        and m.created_at > coalesce((select r.read_at from message_read_marks r
          where r.user_id = ${reader} and r.order_id = o.id), '-infinity'))`;
}

app.get('/api/orders', async (request) => {
  const query = request.query as { range?: string; filter?: string; sort?: string };
  const [field, order] = JSON.parse(query.sort ?? '["createdAt","DESC"]') as [
    string,
    'ASC' | 'DESC',
  ];
  const [first, last] = JSON.parse(query.range ?? '[0,24]') as [number, number];
  const filter = JSON.parse(query.filter ?? '{}') as { q?: string; status?: string };
  const [role, id] = String(request.headers['x-bench-scope']).split(':') as [Role, string];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (role === 'huntingOutfitter')
    conditions.push(
      `o.client_id in (select l.client_id from client_outfitters l where l.outfitter_id = ${param(id)})`,
    );
  if (role === 'professionalHunter') conditions.push(`o.ph_id = ${param(id)}`);
  if (role === 'client')
    conditions.push(`o.client_id in (select n.id from clients n where n.user_id = ${param(id)})`);
  if (filter.status) conditions.push(`o.status = ${param(filter.status)}`);
  if (filter.q) conditions.push(searchCondition(filter.q, param));
  const keys = sortKeys(field, order);
  const ids = `select o.id, ${keys.map((key, n) => `${key.replace(/ (asc|desc)$/, '')} as k${n}`).join(', ')}
    from orders o${field === 'clientName' ? ' join clients c on c.id = o.client_id' : ''}
    ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
    order by ${keys.join(', ')} limit ${last - first + 2} offset ${first}`;
  const outer = keys.map((key, n) => key.replace(/^.* (asc|desc)$/, `p.k${n} $1`));
  return run(
    `select o.id, o.number, o.status, o.client_id as "clientId",
      coalesce((select ${PERSON('c')} from clients c where c.id = o.client_id), '') as "clientName",
      o.outfitter_id as "outfitterId",
      case when o.outfitter_id is null then null else
        coalesce((select ${PERSON('u')} from users u where u.id = o.outfitter_id), '') end as "outfitterName",
      o.ph_id as "phId", o.currency, o.total_minor as "totalMinor",
      o.has_price_on_request as "hasPriceOnRequest", o.created_at as "createdAt", o.updated_at as "updatedAt",
      ${unreadCount(role, param(id))} as "unreadMessages"
    from (${ids}) p join orders o on o.id = p.id order by ${outer.join(', ')}`,
    params,
  );
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
