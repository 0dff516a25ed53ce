import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
