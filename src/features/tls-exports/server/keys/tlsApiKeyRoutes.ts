import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tlsApiKeyCreateBodySchema,
  tlsApiKeyCreatedSchema,
  tlsApiKeySchema,
  type TlsApiKey,
} from '../../tlsExports';
import { apiPaths } from '../../../../shared/apiPaths';
import { requireRoles, signedInUser } from '../../../../server/auth/caller';
import type { Db } from '../../../../server/db/database';
import { tlsApiKeys } from '../../table';
import { users } from '../../../users/table';
import { personNameSql } from '../../../../server/db/personName';
import { routeSchema } from '../../../../server/http/routeSchemas';
import { HttpError } from '../../../../server/http/httpError';
import { newApiKey } from './apiKeySecrets';

const tag = 'TLS export';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function readKeys(db: Db, id?: string): Promise<TlsApiKey[]> {
  const rows = await db
    .select({ key: tlsApiKeys, createdByName: personNameSql(users) })
    .from(tlsApiKeys)
    .innerJoin(users, eq(users.id, tlsApiKeys.createdById))
    .where(id ? eq(tlsApiKeys.id, id) : undefined)
    .orderBy(desc(tlsApiKeys.createdAt));
  return rows.map(({ key, createdByName }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdByName,
    createdAt: key.createdAt.toISOString(),
    revokedAt: iso(key.revokedAt),
    lastUsedAt: iso(key.lastUsedAt),
  }));
}

/**
 * docs/tls-export.md#api-keys: admins list, create (the key is shown in that answer only) and
 * revoke TLS's API keys. `GET/POST /api/tls-api-keys`, `POST /api/tls-api-keys/{id}/revoke`.
 * @example await app.register(tlsApiKeyRoutes);
 */
export const tlsApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRoles('admin');
  app.get(
    apiPaths.tlsExports.keys,
    {
      preHandler: adminOnly,
      schema: routeSchema(tag, apiPaths.tlsExports.keys, {
        summary: "TLS's API keys",
        response: { 200: z.array(tlsApiKeySchema) },
      }),
    },
    async () => readKeys(app.db),
  );

  app.post(
    apiPaths.tlsExports.keys,
    {
      preHandler: adminOnly,
      schema: routeSchema(tag, apiPaths.tlsExports.keys, {
        summary: 'Create an API key for TLS; the answer holds the key, shown this once only',
        body: tlsApiKeyCreateBodySchema,
        response: { 201: tlsApiKeyCreatedSchema },
      }),
    },
    async (request, reply) => {
      const { key, keyHash, prefix } = newApiKey();
      const [row] = await app.db
        .insert(tlsApiKeys)
        .values({ name: request.body.name, keyHash, prefix, createdById: signedInUser(request).id })
        .returning({ id: tlsApiKeys.id });
      const [created] = await readKeys(app.db, row!.id);
      return reply.status(201).send({ ...created!, key });
    },
  );

  const revokePath = `${apiPaths.tlsExports.keys}/:id/revoke` as const;
  app.post(
    revokePath,
    {
      preHandler: adminOnly,
      schema: routeSchema(tag, revokePath, {
        summary: 'Revoke an API key: calls with it answer 401 from now on',
        response: { 200: tlsApiKeySchema },
      }),
    },
    async (request) => {
      const id = z.uuid().safeParse(request.params.id);
      if (!id.success) throw new HttpError(404, 'errors.status.notFound');
      await app.db
        .update(tlsApiKeys)
        .set({ revokedAt: sql`coalesce(${tlsApiKeys.revokedAt}, now())` })
        .where(eq(tlsApiKeys.id, id.data));
      const [key] = await readKeys(app.db, id.data);
      if (!key) throw new HttpError(404, 'errors.status.notFound');
      return key;
    },
  );
};
