import type { Exec, Query } from '../support/benchDatabases';
import { benchIdSql } from '../orders-list/benchIds';
import { seedPeople } from '../orders-list/seedBench';
import { seedTables } from '../support/seedTables';
import type { IrShape } from './irShape';

// Mostly closed, as a studio's register is after a few seasons; every status present.
const STATUS_BY_BUCKET = `(array['open','collected','received','quoted','closed','closed','closed',
  'closed','closed','closed','closed','closed','closed','closed','closed','closed','closed','closed',
  'cancelled','closed'])[1 + abs(hashint4(g)) % 20]`;

// outfitter_irs is filled by the IRs' insert trigger (docs/instruction-registers.md#the-list).
const IR_TABLES = ['instruction_registers', 'ir_lines', 'ir_status_changes', 'outfitter_irs'];

/**
 * Fills a migrated, empty database with `shape.irs` IRs, two lines and a creation row of history
 * each, in a few set-based statements, with the orders bench's people (seedPeople, the liaison
 * among them) and the collectors.
 * @example await seedIrs(exec, query, irShapeOf(10_000), passwordHash);
 */
export async function seedIrs(exec: Exec, query: Query, shape: IrShape, passwordHash: string) {
  await seedTables(
    exec,
    query,
    IR_TABLES,
    ['clients', 'client_outfitters', 'users', 'farms'],
    async () => {
      await seedPeople(exec, shape, passwordHash);
      await exec(`
    insert into users (id, email, password_hash, first_name, last_name, roles, email_confirmed_at, profile_completed_at)
    select ${benchIdSql(6, 'n')}, 'collector' || n || '@bench.example', '${passwordHash}', 'collector', 'N' || n,
      array['collector'], now(), now() from generate_series(1, ${shape.collectors}) n;
    insert into farms (id, name, country)
      select ${benchIdSql(7, 'n')}, 'Farm ' || n, 'ZA' from generate_series(1, ${shape.farms}) n;
    insert into species (id, common_name, scientific_name)
      values (${benchIdSql(8, '1')}, 'Kudu', 'Tragelaphus strepsiceros');
    insert into instruction_registers (status, farm_id, collector_id, collected_at, client_id,
        hunter_name, hunter_passport_number, hunter_country, outfitter_id, ph_id, created_at, updated_at)
      select ${STATUS_BY_BUCKET}, ${benchIdSql(7, `1 + g % ${shape.farms}`)},
        ${benchIdSql(6, `1 + g % ${shape.collectors}`)}, timestamptz '2020-01-01' + g * interval '2 minutes',
        ${benchIdSql(1, 'client')}, 'Hunter N' || client, 'P' || lpad(g::text, 8, '0'), 'DE', co.outfitter_id,
        ${benchIdSql(3, `case when g % ${Math.floor(shape.irs / 8)} = 0 then ${shape.smallPh} else 1 + g % ${shape.phs} end`)},
        timestamptz '2020-01-01' + g * interval '2 minutes', timestamptz '2020-01-01' + g * interval '2 minutes'
      from (select g, 1 + (g::bigint * 7919) % ${shape.clients} as client
        from generate_series(1, ${shape.irs}) g) s
      join client_outfitters co on co.client_id = ${benchIdSql(1, 'client')}
      order by g;
    insert into ir_lines (ir_id, position, species_id, sex, tag_number, parts)
      select ir.id, p, ${benchIdSql(8, '1')}, 'male', 'ZA' || lpad(ir.number::text, 8, '0') || p,
        array['cape', 'skull']
      from instruction_registers ir cross join generate_series(0, 1) p;
    insert into ir_status_changes (ir_id, from_status, to_status, by_user_id, at)
      select id, null, 'open', collector_id, created_at from instruction_registers;
  `);
    },
  );
}
