import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, messages } from './definition';
import { messages as messagesTable } from './table';
import { users } from '../users/table';
import { personNameSql } from '../../server/db/personName';
import { isStaffManager } from '../../shared/roles';
import type { Values, WriteContext } from '../../engine/server/resourceStore';
import { serverResource, type ResourceRoutesOptions } from '../../engine/server/serverResource';
import { columnValues } from '../../engine/server/crudWrites';
import { addHistoryRow } from './server/messageHistoryRow';
import { mailTheOtherSide } from './server/messageMail';
import { prepareMessage } from './server/prepareMessage';
import { unreadRoute } from './server/unreadRoute';

const table = messagesTable;

// The attachments' names, types and sizes, in the order the writer attached them. Written out with
// aliases: both files and file_blobs have sha256.
const filesSql = sql`coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'contentType', b.content_type, 'size', b.size::int) order by array_position("messages"."file_ids", f.id)) from files f join file_blobs b on b.sha256 = f.sha256 where f.id = any("messages"."file_ids")), '[]'::json)`;

/** docs/messages.md#history, #e-mails: what follows a message, in its transaction. */
async function afterPosting({ tx, request }: WriteContext, record: Values): Promise<void> {
  const message = messageSchema.parse(record);
  if (message.orderId) await addHistoryRow(tx, { ...message, orderId: message.orderId });
  await mailTheOtherSide(request, tx, message);
}

const messageRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  await app.register(unreadRoute, options);
};

/**
 * Messages: listed, read and posted through the engine, never changed or deleted
 * (docs/messages.md#what); the author, their side and the time are the server's.
 */
export const messagesServer = serverResource(messages, {
  table,
  crud: ['list', 'read', 'create'],
  computed: {
    authorName: sql<string>`(select ${personNameSql(users)} from ${users} where ${eq(users.id, table.authorId)})`,
    // ISO text: the record's schema (and the wire) want a string, not a Date.
    postedAt: sql<string>`to_json("messages"."created_at")#>>'{}'`,
    files: filesSql,
  },
  sortBy: { postedAt: table.createdAt },
  hooks: {
    prepare: prepareMessage,
    columns: (context, body): Values => ({
      ...columnValues(messagesServer.store, body),
      authorId: context.user.id,
      fromStudio: isStaffManager(context.user.roles),
    }),
    afterCreate: afterPosting,
  },
  files: ['fileIds'],
  routes: messageRoutes,
});
