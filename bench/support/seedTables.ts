import type { Exec, Query } from './benchDatabases';

/**
 * Runs `fill` with the tables' own indexes dropped, then rebuilds them from their definitions (a
 * set-based seed writes faster without them), gives every table fresh statistics and a set
 * visibility map, as autovacuum gives a live database, and writes the seed out now, not while the
 * first call is being measured.
 * @example await seedTables(exec, query, ['documents'], ['users'], () => exec('insert ...'));
 */
export async function seedTables(
  exec: Exec,
  query: Query,
  tables: readonly string[],
  alsoAnalyzed: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  const indexes = (await query(
    `select indexname, indexdef from pg_indexes where tablename in (${tables.map((name) => `'${name}'`).join(', ')}) and indexname not in (select conname from pg_constraint)`,
  )) as { indexname: string; indexdef: string }[];
  await exec(indexes.map((index) => `drop index ${index.indexname};`).join('\n'));
  await fill();
  await exec(indexes.map((index) => `${index.indexdef};`).join('\n'));
  // One statement per call: several in one string run as one transaction, where VACUUM may not.
  for (const table of [...tables, ...alsoAnalyzed]) await exec(`vacuum analyze ${table}`);
  await exec('checkpoint');
}
