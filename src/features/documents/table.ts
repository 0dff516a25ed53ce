import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, type DocumentKind } from './documentKinds';
import { clients } from '../clients/table';
import { files } from '../../server/db/schema/files';
import { instructionRegisters } from '../instruction-registers/table';
import { orders } from '../orders/table';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { textList } from '../../server/db/schema/historyColumns';
import { users } from '../users/table';

// docs/documents.md.

const kindList = sql.raw(DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(', '));

export const documents = pgTable(
  'documents',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    // docs/files.md "Deleting": the file is released once no document holds it any more.
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    number: text('number').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    holderName: text('holder_name').notNull().default(''),
    holderPassportNumber: text('holder_passport_number').notNull().default(''),
    speciesIds: uuid('species_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tagNumbers: textList('tag_numbers'),
    clientId: uuid('client_id').references(() => clients.id),
    orderId: uuid('order_id').references(() => orders.id),
    irId: uuid('ir_id').references(() => instructionRegisters.id),
    uploadedById: uuid('uploaded_by_id')
      .notNull()
      .references(() => users.id),
  },
  // Each role's rows are found through one of these: a client's (clients, outfitters), an order's
  // (PHs, the paperwork check), an IR's; the file's for the file service's read check.
  (table) => [
    index('documents_client_idx').on(table.clientId),
    index('documents_order_idx').on(table.orderId),
    index('documents_ir_idx').on(table.irId),
    index('documents_file_idx').on(table.fileId),
    index('documents_created_idx').on(table.createdAt),
    // The list's other sorts and its kind filter in upload order walk an index each, so a page reads
    // a page of entries whatever the table holds (docs/api.md#lists-without-a-count).
    index('documents_title_idx').on(table.title, table.id),
    index('documents_number_idx').on(table.number, table.id),
    index('documents_expires_idx').on(table.expiresOn, table.id),
    index('documents_kind_created_idx').on(table.kind, table.createdAt, table.id),
    // The list's search (docs/api.md#searching-a-list): "contains" on each field it searches.
    index('documents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('documents_number_trgm_idx').using('gin', table.number.op('gin_trgm_ops')),
    index('documents_holder_trgm_idx').using(
      'gin',
      table.holderName.op('gin_trgm_ops'),
      table.holderPassportNumber.op('gin_trgm_ops'),
    ),
    check('documents_kind_check', sql`${table.kind} in (${kindList})`),
  ],
);

// docs/documents.md#the-list: an outfitter sees the documents of the clients linked to them now.
// Walking every document in upload order until a page of theirs was found grew with the table (2,665
// index entries for a page of the 1% outfitter at 100k), so the pairs (outfitter, document) are kept
// here, as outfitter_irs keeps the IRs', by triggers on documents and client_outfitters in the same
// statement as the change (the migration documents_outfitter_list_index).
export const outfitterDocuments = pgTable(
  'outfitter_documents',
  {
    outfitterId: uuid('outfitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    // Copies of the document's, so the outfitter's page, kind filter and sorts read this table only.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    title: text('title').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (table) => {
    // NULLS FIRST as ORDER BY ... DESC has it, so the newest-first page walks the index as it is.
    const newestFirst = () =>
      [table.createdAt.desc().nullsFirst(), table.documentId.desc().nullsFirst()] as const;
    return [
      // Unlinking a client deletes by (outfitter, client).
      primaryKey({ columns: [table.outfitterId, table.clientId, table.documentId] }),
      index('outfitter_documents_document_idx').on(table.documentId),
      index('outfitter_documents_created_idx').on(table.outfitterId, ...newestFirst()),
      index('outfitter_documents_kind_created_idx').on(
        table.outfitterId,
        table.kind,
        ...newestFirst(),
      ),
      index('outfitter_documents_title_idx').on(table.outfitterId, table.title, table.documentId),
      index('outfitter_documents_number_idx').on(table.outfitterId, table.number, table.documentId),
      index('outfitter_documents_expires_idx').on(
        table.outfitterId,
        table.expiresOn,
        table.documentId,
      ),
    ];
  },
);
