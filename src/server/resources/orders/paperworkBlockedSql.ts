import { sql, type SQL } from 'drizzle-orm';
import { CITES_APPENDIX_LABELS } from '../../../../resources/species';
import { requiredPaperwork } from '../../../shared/orderPaperwork';
import type { PaperworkSpecies } from '../../../shared/paperworkFacts';
import { documents, orderLines, orders, species } from '../../db/schema';

// docs/dashboards.md#blocked-by-paperwork: the paperwork rule (src/shared/orderPaperwork.ts) as a
// condition on many orders at once. Which kinds a species needs is asked of the rule itself, for
// every kind of species there is, so the SQL cannot drift from it.

const appendices = Object.keys(CITES_APPENDIX_LABELS) as PaperworkSpecies['citesAppendix'][];
const speciesKinds = appendices.flatMap((citesAppendix) =>
  [false, true].map((topsListed) => ({ commonName: '', citesAppendix, topsListed })),
);
const always = new Set(requiredPaperwork([]).map((requirement) => requirement.kind));

const validDocuments = (kind: string, link: SQL) => sql`select ${link} from ${documents}
  where ${documents.kind} = ${kind} and ${link} is not null
    and (${documents.expiresOn} is null or ${documents.expiresOn} >= (now() at time zone 'UTC')::date)`;

/**
 * A valid document of this kind on the order or on its IR (docs/paperwork.md#required). Written as
 * `in (select ...)` without correlation, so PostgreSQL hashes the documents once per call instead
 * of probing them once per order (bench/dashboards counts 50,000 orders In production).
 */
const hasDocument = (kind: string) =>
  sql`(${orders.id} in (${validDocuments(kind, sql`${documents.orderId}`)})
    or ${orders.irId} in (${validDocuments(kind, sql`${documents.irId}`)}))`;

/** Some line of the order is of a species that needs this kind. */
function needs(kind: string): SQL {
  const listings = speciesKinds
    .filter((one) => requiredPaperwork([one]).some((requirement) => requirement.kind === kind))
    .map((one) => sql`(${one.citesAppendix}, ${one.topsListed})`);
  return sql`exists (select 1 from ${orderLines} join ${species} on ${species.id} = ${orderLines.speciesId}
    where ${orderLines.orderId} = ${orders.id}
      and (${species.citesAppendix}, ${species.topsListed}) in (${sql.join(listings, sql`, `)}))`;
}

const kinds = [
  ...new Set(speciesKinds.flatMap((one) => requiredPaperwork([one]).map(({ kind }) => kind))),
];

/**
 * True for an order whose export paperwork is incomplete today, over the `orders` table's row.
 * @example db.select().from(orders).where(and(eq(orders.status, 'inProduction'), paperworkIncompleteSql()))
 */
export function paperworkIncompleteSql(): SQL {
  const missing = kinds.map((kind) =>
    always.has(kind)
      ? sql`not ${hasDocument(kind)}`
      : sql`(${needs(kind)} and not ${hasDocument(kind)})`,
  );
  return sql`(${sql.join(missing, sql` or `)})`;
}
