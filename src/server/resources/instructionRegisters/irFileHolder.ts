import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instructionRegisters, irLines } from '../../db/schema';
import type { ResourceRoutesOptions } from '../../engine/serverResource';

const { hunterSignatureFileId, collectorSignatureFileId } = instructionRegisters;

/**
 * docs/files.md "For resources that hold files": an IR's photos and signatures may be read by
 * whoever may read the IR (its row scopes), and the orphan sweep keeps every file an IR holds.
 * @example await app.register(irFileHolder, { store, access });
 */
export const irFileHolder: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { access },
) => {
  const holdsFile = (fileId: string) =>
    or(
      eq(hunterSignatureFileId, fileId),
      eq(collectorSignatureFileId, fileId),
      sql`exists (select 1 from ${irLines} where ${irLines.irId} = ${instructionRegisters.id} and ${irLines.photoFileIds} @> array[${fileId}]::uuid[])`,
    );
  app.files.holders.add({
    name: 'instruction-registers',
    mayRead: async (db, user, fileId) => {
      const [readable] = await db
        .select({ id: instructionRegisters.id })
        .from(instructionRegisters)
        .where(and(holdsFile(fileId), access.scope(db, user, 'read')))
        .limit(1);
      return readable !== undefined;
    },
    holding: async (db, fileIds) => {
      if (fileIds.length === 0) return [];
      const signatures = await db
        .select({ a: hunterSignatureFileId, b: collectorSignatureFileId })
        .from(instructionRegisters)
        .where(
          or(inArray(hunterSignatureFileId, fileIds), inArray(collectorSignatureFileId, fileIds)),
        );
      const photos = await db
        .select({ ids: irLines.photoFileIds })
        .from(irLines)
        .where(arrayOverlaps(irLines.photoFileIds, fileIds));
      const held = new Set([
        ...signatures.flatMap((row) => [row.a, row.b]),
        ...photos.flatMap((row) => row.ids),
      ]);
      return fileIds.filter((id) => held.has(id));
    },
  });
};
