import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documents } from '../../db/schema';
import type { ResourceRoutesOptions } from '../../engine/serverResource';

/**
 * docs/files.md "For resources that hold files": a document's file may be read by whoever may
 * read the document (the same row scopes as `GET /api/documents/{id}`), and the orphan sweep keeps
 * every file a document holds.
 * @example await app.register(documentFileHolder, { store, access });
 */
export const documentFileHolder: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { access },
) => {
  app.files.holders.add({
    name: 'documents',
    mayRead: async (db, user, fileId) => {
      const [readable] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.fileId, fileId), access.scope(db, user, 'read')))
        .limit(1);
      return readable !== undefined;
    },
    holding: async (db, fileIds) => {
      if (fileIds.length === 0) return [];
      const held = await db
        .selectDistinct({ fileId: documents.fileId })
        .from(documents)
        .where(inArray(documents.fileId, fileIds));
      return held.map((row) => row.fileId);
    },
  });
};
