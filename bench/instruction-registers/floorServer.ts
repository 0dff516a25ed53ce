// The IR list's floor (README.md): a bare Fastify route running the simplest correct page query,
// written here by hand in SQL (not the engine's): the IRs in the role's scope and the filter, with
// the names, history and lines a list row carries, a page and one row past it (no count). No
// session, no validation, no serialization schema. Run as its own process by the floor target; the
// scope comes from the x-bench-scope header ("<role>:<user id>").
import Fastify from 'fastify';
import { openFloorDatabase } from '../support/floorDatabase';

const run = await openFloorDatabase();
const app = Fastify({ logger: false });

const SORT: Record<string, string> = {
  createdAt: 't.created_at',
  number: 't.number',
  collectedAt: 't.collected_at',
};

const userName = (id: string) =>
  `(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${id})`;

const SELECT = `select t.id, t.version, t.number, t.status, t.farm_id as "farmId",
    t.collector_id as "collectorId", t.collected_at as "collectedAt", t.client_id as "clientId",
    t.hunter_name as "hunterName", t.hunter_passport_number as "hunterPassportNumber",
    t.hunter_country as "hunterCountry", t.outfitter_id as "outfitterId", t.ph_id as "phId",
    t.ph_register_number as "phRegisterNumber", t.hunt_starts_on as "huntStartsOn",
    t.hunt_ends_on as "huntEndsOn", t.notes, t.hunter_signature_file_id as "hunterSignatureFileId",
    t.collector_signature_file_id as "collectorSignatureFileId", t.created_at as "createdAt",
    t.updated_at as "updatedAt", ${userName('t.collector_id')} as "collectorName",
    (select f.name from farms f where f.id = t.farm_id) as "farmName",
    (select o.id from orders o where o.ir_id = t.id limit 1) as "orderId",
    coalesce((select json_agg(json_build_object('from', c.from_status, 'to', c.to_status,
      'note', c.note, 'byUserId', c.by_user_id, 'byName', coalesce(${userName('c.by_user_id')}, ''),
      'at', c.at) order by c.at) from ir_status_changes c where c.ir_id = t.id), '[]') as history,
    coalesce((select json_agg(json_build_object('speciesId', l.species_id, 'sex', l.sex,
      'tagNumber', l.tag_number, 'permitNumbers', l.permit_numbers, 'parts', l.parts,
      'trophyTypeId', l.trophy_type_id, 'instruction', l.instruction, 'measurements', l.measurements,
      'conditionNotes', l.condition_notes, 'photoFileIds', l.photo_file_ids,
      'checkedIn', l.checked_in, 'discrepancies', l.discrepancies) order by l.position)
      from ir_lines l where l.ir_id = t.id), '[]') as lines
  from instruction_registers t`;

app.get('/api/instruction-registers', async (request) => {
  const query = request.query as { range: string; filter: string; sort: string };
  const [field, order] = JSON.parse(query.sort) as [string, 'ASC' | 'DESC'];
  const [start, end] = JSON.parse(query.range) as [number, number];
  const filter = JSON.parse(query.filter) as Record<string, string>;
  const [role, userId] = String(request.headers['x-bench-scope']).split(':');
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (role === 'collector') conditions.push(`t.collector_id = ${param(userId)}`);
  if (role === 'professionalHunter') conditions.push(`t.ph_id = ${param(userId)}`);
  if (role === 'huntingOutfitter')
    conditions.push(
      `t.client_id in (select l.client_id from client_outfitters l where l.outfitter_id = ${param(userId)})`,
    );
  if (role === 'client')
    conditions.push(
      `t.client_id in (select c.id from clients c where c.user_id = ${param(userId)})`,
    );
  if (filter.status) conditions.push(`t.status = ${param(filter.status)}`);
  if (filter.q) {
    const like = param(`%${filter.q}%`);
    conditions.push(
      `(t.hunter_name ilike ${like} or t.hunter_passport_number ilike ${like} or t.notes ilike ${like})`,
    );
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const sort = `${SORT[field]!} ${order}, t.id ${order}`;
  return run(
    `${SELECT} ${where} order by ${sort} limit ${end - start + 2} offset ${start}`,
    params,
  );
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
