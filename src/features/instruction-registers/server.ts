import { inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instructionRegisters } from './definition';
import { IR_STATUS_KEYS, type IrStatus } from './irStatuses';
import {
  instructionRegisters as instructionRegistersTable,
  irLines,
  irStatusChanges,
  outfitterIrs,
} from './table';
import { clientOutfitters } from '../clients/table';
import { users } from '../users/table';
import { isStaffManager } from '../../shared/roles';
import { mayEditIr } from '../../shared/irWorkflow';
import { personNameSql } from '../../server/db/personName';
import type { ErrorKey } from '../../server/http/errorText';
import { HttpError } from '../../server/http/httpError';
import type { Values, WriteContext } from '../../engine/server/resourceStore';
import { serverResource, type ResourceRoutesOptions } from '../../engine/server/serverResource';
import { irQuoteRoute } from './server/irQuoteRoute';
import { irTransitionRoute } from './server/irTransitionRoute';

const table = instructionRegistersTable;

// ISO text: the record's schema (and the wire) want a string, not a Date.
const isoText = (column: string) =>
  sql<string>`to_json("instruction_registers".${sql.raw(column)})#>>'{}'`;

const irRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  await app.register(irTransitionRoute, options);
  await app.register(irQuoteRoute, options);
};

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/**
 * docs/instruction-registers.md#who: the collector is the creating user unless staff name another;
 * a collector edits theirs until Received. Its files are the engine's to check (fileHolding.ts).
 */
function prepareIr({ user }: WriteContext, body: Values, before: Values | null): Values {
  const staff = isStaffManager(user.roles);
  const collectorId = staff
    ? ((body.collectorId as string | null) ?? (before?.collectorId as string) ?? user.id)
    : ((before?.collectorId as string | undefined) ?? user.id);
  if (before) {
    const status = before.status as IrStatus;
    const actor = { roles: user.roles, isCollector: before.collectorId === user.id };
    if (!mayEditIr(actor, status)) {
      throw new HttpError(409, {
        key: 'portal.workflow.refusals.irLocked',
        params: { status: { key: IR_STATUS_KEYS[status] } },
      });
    }
  }
  if (body.huntStartsOn && body.huntEndsOn && body.huntEndsOn < body.huntStartsOn) {
    throw refuse('huntEndsOn', 'errors.instructionRegisters.huntEndsBeforeStart');
  }
  return { ...body, collectorId };
}

/**
 * Instruction registers (docs/instruction-registers.md): the engine's CRUD with lines as child
 * rows; the status moves only through the workflow's route, and the history, collector, farm and
 * quote are read along.
 */
export const instructionRegistersServer = serverResource(instructionRegisters, {
  table,
  computed: {
    collectorName: sql<string>`(select ${personNameSql(users)} from ${users} where "users"."id" = "instruction_registers"."collector_id")`,
    farmName: sql<
      string | null
    >`(select f.name from farms f where f.id = "instruction_registers"."farm_id")`,
    orderId: sql<
      string | null
    >`(select o.id from orders o where o.ir_id = "instruction_registers"."id" limit 1)`,
    history: sql`coalesce((select json_agg(json_build_object('from', c.from_status, 'to', c.to_status, 'note', c.note, 'byUserId', c.by_user_id, 'byName', coalesce((select ${personNameSql(users)} from ${users} where "users"."id" = c.by_user_id), ''), 'at', to_json(c.at)#>>'{}') order by c.at) from ${irStatusChanges} c where c.ir_id = "instruction_registers"."id"), '[]'::json)`,
    collectedAt: isoText('collected_at'),
    createdAt: isoText('created_at'),
    updatedAt: isoText('updated_at'),
  },
  // docs/instruction-registers.md#the-list: an outfitter's page (newest or oldest first, by number
  // or collected at, by status) is read from outfitter_irs' copies, a page of index entries.
  listIndex: {
    table: outfitterIrs,
    role: 'huntingOutfitter',
    user: outfitterIrs.outfitterId,
    columns: {
      id: outfitterIrs.irId,
      status: outfitterIrs.status,
      createdAt: outfitterIrs.createdAt,
      number: outfitterIrs.number,
      collectedAt: outfitterIrs.collectedAt,
    },
  },
  filterConditions: {
    linkedOutfitterId: (outfitterIds) =>
      sql`"instruction_registers"."client_id" in (select ${clientOutfitters.clientId} from ${clientOutfitters} where ${inArray(clientOutfitters.outfitterId, outfitterIds)})`,
  },
  children: {
    lines: {
      table: irLines,
      parent: irLines.irId,
      position: irLines.position,
      fields: [
        'speciesId',
        'sex',
        'tagNumber',
        'permitNumbers',
        'parts',
        'trophyTypeId',
        'instruction',
        'measurements',
        'conditionNotes',
        'photoFileIds',
        'checkedIn',
        'discrepancies',
      ],
    },
  },
  // docs/instruction-registers.md#photos-and-signatures: readable by the IR's readers.
  files: ['hunterSignatureFileId', 'collectorSignatureFileId', 'lines.photoFileIds'],
  hooks: {
    prepare: prepareIr,
    afterCreate: async ({ tx, user }, record) => {
      await tx.insert(irStatusChanges).values({
        irId: record.id as string,
        fromStatus: null,
        toStatus: 'open',
        byUserId: user.id,
      });
    },
  },
  routes: irRoutes,
});
