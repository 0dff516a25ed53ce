import { eq, sql } from 'drizzle-orm';
import { EXPIRING_SOON_DAYS } from './documentKinds';
import { documents } from './definition';
import { documents as documentsTable, outfitterDocuments } from './table';
import { users } from '../users/table';
import type { Values } from '../../engine/server/resourceStore';
import { personNameSql } from '../../server/db/personName';
import { serverResource } from '../../engine/server/serverResource';
import { columnValues } from '../../engine/server/crudWrites';
import { prepareDocument } from './server/prepareDocument';

const table = documentsTable;

// Written out with aliases: drizzle leaves a one-table select's columns unqualified, and both
// files and file_blobs have sha256.
const fileColumn = <T>(column: string) =>
  sql<T>`(select ${sql.raw(column)} from files f join file_blobs b on b.sha256 = f.sha256 where f.id = "documents"."file_id")`;

/** Documents: their file's name, type and size and the uploader's name read along (docs/documents.md). */
export const documentsServer = serverResource(documents, {
  table,
  computed: {
    uploadedByName: sql<string>`(select ${personNameSql(users)} from ${users} where ${eq(users.id, table.uploadedById)})`,
    // ISO text: the record's schema (and the wire) want a string, not a Date.
    uploadedAt: sql<string>`to_json("documents"."created_at")#>>'{}'`,
    fileName: fileColumn<string>('f.name'),
    fileContentType: fileColumn<string>('b.content_type'),
    fileSize: fileColumn<number>('b.size::int'),
    // docs/documents.md "Expiring soon": expired, or expiring within EXPIRING_SOON_DAYS.
    expiringSoon: sql<boolean>`coalesce("documents"."expires_on" <= current_date + ${sql.raw(String(EXPIRING_SOON_DAYS))}, false)`,
  },
  // Sorted by the column documents_created_idx holds, not its ISO text (docs/api.md#lists-without-a-count).
  sortBy: { uploadedAt: table.createdAt },
  // docs/documents.md#the-list: an outfitter's page, in any sort, by kind or client, is read from
  // the outfitter's own rows, not found by walking every client's documents.
  listIndex: {
    table: outfitterDocuments,
    role: 'huntingOutfitter',
    user: outfitterDocuments.outfitterId,
    columns: {
      id: outfitterDocuments.documentId,
      clientId: outfitterDocuments.clientId,
      uploadedAt: outfitterDocuments.createdAt,
      kind: outfitterDocuments.kind,
      title: outfitterDocuments.title,
      number: outfitterDocuments.number,
      expiresOn: outfitterDocuments.expiresOn,
    },
  },
  // The file's name is found among the files on files_name_trgm_idx, then its documents on
  // documents_file_idx: as an array, so the plan ORs it with the other fields' index scans
  // (docs/api.md#searching-a-list).
  searchBy: {
    fileName: (pattern) =>
      sql`${table.fileId} = any(array(select id from files where name ilike ${pattern}))`,
  },
  hooks: {
    prepare: prepareDocument,
    columns: (context, body, before): Values => ({
      ...columnValues(documentsServer.store, body),
      ...(before ? {} : { uploadedById: context.user.id }),
    }),
  },
  // docs/documents.md "Files": readable by the document's readers, released when no record holds it.
  files: ['fileId'],
});
