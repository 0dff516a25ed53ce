import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { irSchema, irTransitionBodySchema, type InstructionRegister } from '../definition';
import type { IrStatus } from '../irStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { decideIrTransition } from '../../../shared/irWorkflow';
import { instructionRegisters, irStatusChanges } from '../table';
import { expectVersion, updateAtVersion } from '../../../engine/server/optimisticLock';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';
import { irState } from './irState';

/**
 * `POST /api/instruction-registers/{id}/transitions` `{ to, note, version }`: the workflow's move
 * (403 or 409 when refused), with its history row in the same transaction
 * (docs/instruction-registers.md#transitions).
 * @example await app.register(irTransitionRoute, { store, access });
 */
export const irTransitionRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}/:id/transitions` as const;
  app.post(
    path,
    {
      // Whoever may read the IR asks; the workflow decides whether this move is theirs.
      config: { access: 'read' },
      schema: routeSchema(store.definition, path, {
        summary: 'Move an IR to another status',
        body: irTransitionBodySchema,
        response: { 200: irSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const { to, note, version } = request.body;
      return access.inTransaction(async (tx) => {
        const ir = await access.visible(tx, user, request.params.id);
        const actor = { roles: user.roles, isCollector: ir.collectorId === user.id };
        const verdict = decideIrTransition(actor, irState(ir), to);
        if (!verdict.allowed) throw new HttpError(verdict.httpStatus, verdict.reason);
        expectVersion(version, ir.version);
        await updateAtVersion(tx, instructionRegisters, ir.id, ir.version, { status: to });
        await tx.insert(irStatusChanges).values({
          irId: ir.id,
          fromStatus: ir.status as IrStatus,
          toStatus: to,
          note,
          byUserId: user.id,
        });
        return (await access.visible(tx, user, ir.id)) as InstructionRegister;
      });
    },
  );
};
