import { z } from 'zod';
import { everything, type RolePolicy, type RowScope } from './engine/access';
import { defineResource } from './engine/defineResource';
import { choicesOf } from './engine/fieldInput';
import {
  isoDateSchema,
  optionalText,
  recordBase,
  requiredText,
  versionSchema,
} from './engine/fields';
import { fileContentTypeSchema } from './files';
import { DOCUMENT_KIND_KEYS, DOCUMENT_KINDS } from './documentKinds';
import { tagNumberSchema } from './orders';

// docs/documents.md: a piece of paperwork (a permit, a register, a certificate) with its file and
// the client, order and IR it belongs to.

export const documentKindSchema = z.enum(DOCUMENT_KINDS, 'Choose the kind of document');

export const MAX_DOCUMENT_TAGS = 200;

const documentFields = z.object({
  title: requiredText('Title', 200),
  kind: documentKindSchema,
  /** From `POST /api/files`; only the uploader may attach a file (docs/files.md "Who may read"). */
  fileId: z.uuid('Upload the file first'),
  number: optionalText(80),
  issuedOn: isoDateSchema.nullable().default(null),
  expiresOn: isoDateSchema.nullable().default(null),
  holderName: optionalText(200),
  holderPassportNumber: optionalText(40),
  speciesIds: z.array(z.uuid('Choose a species')).max(50).default([]),
  tagNumbers: z
    .array(tagNumberSchema)
    .max(MAX_DOCUMENT_TAGS, `Use at most ${MAX_DOCUMENT_TAGS} tag numbers`)
    .default([]),
  // A client's own upload may leave clientId null: the server fills in their client record. With
  // an order, the client is the order's (docs/documents.md "Links").
  clientId: z.uuid().nullable().default(null),
  orderId: z.uuid().nullable().default(null),
  irId: z.uuid().nullable().default(null),
});

const expiresAfterIssue = (body: { issuedOn: string | null; expiresOn: string | null }) =>
  !body.issuedOn || !body.expiresOn || body.expiresOn >= body.issuedOn;
const expiresAfterIssueError = { path: ['expiresOn'], message: 'Expires before it was issued' };

const documentBody = documentFields.refine(expiresAfterIssue, expiresAfterIssueError);

const timestamp = z.iso.datetime({ offset: true });

export const documentSchema = documentFields.extend({
  ...recordBase,
  uploadedById: z.uuid(),
  uploadedByName: z.string(),
  uploadedAt: timestamp,
  fileName: z.string(),
  fileContentType: fileContentTypeSchema,
  fileSize: z.number().int().nonnegative(),
  /** Expired, or expiring within EXPIRING_SOON_DAYS: the list's "expiring soon" filter. */
  expiringSoon: z.boolean(),
});

/**
 * INSTRUCTION REGISTERS (complete at merge): the documents of IRs the inner scope admits. IRs are
 * built on another branch; until their resource exists a scope naming it admits no row (the
 * engine fails closed). At merge, check the IR resource's name and its collector and PH fields.
 */
export const IR_RESOURCE = 'instruction-registers';
const documentsOfIrs = (irScope: RowScope): RowScope<'irId'> => ({
  via: 'irId',
  resource: IR_RESOURCE,
  scope: irScope,
});
const irsCollectedByUser: RowScope = { userIs: 'collectorId' };
const irsWhereUserIsPh: RowScope = { userIs: 'phId' };

// docs/documents.md "Who": clients their own, outfitters their linked clients', PHs those on their
// orders and IRs; each may change or delete only what they uploaded. Collectors upload to IRs they
// collected. A document someone adds must be one they may then read (the engine checks it).
const ownUploads = { userIs: 'uploadedById' } as const;
const uploaderActions = ['list', 'read', 'create', 'update', 'delete'] as const;
type DocumentField = keyof z.infer<typeof documentSchema>;
const participant = (rows: RowScope<DocumentField>): RolePolicy<DocumentField> => ({
  actions: uploaderActions,
  rows,
  writeRows: ownUploads,
});

export const documents = defineResource({
  name: 'documents',
  route: 'documents',
  label: { one: 'Document', many: 'Documents' },
  title: 'title',
  record: documentSchema,
  create: documentBody,
  update: documentFields
    .extend({ version: versionSchema })
    .refine(expiresAfterIssue, expiresAfterIssueError),
  inputs: {
    title: { kind: 'text' },
    kind: { kind: 'select', choices: choicesOf(DOCUMENT_KIND_KEYS) },
    number: { kind: 'text' },
    issuedOn: { kind: 'date' },
    expiresOn: { kind: 'date' },
    holderName: { kind: 'text' },
    holderPassportNumber: { kind: 'text' },
    speciesIds: { kind: 'reference', resource: 'species', many: true },
    tagNumbers: { kind: 'textList' },
    clientId: { kind: 'reference', resource: 'clients' },
    orderId: { kind: 'reference', resource: 'orders' },
  },
  labels: {
    number: 'Permit or document number',
    issuedOn: 'Issued on',
    expiresOn: 'Expires on',
    holderPassportNumber: 'Holder passport number',
    speciesIds: 'Species',
    tagNumbers: 'Tag numbers',
    clientId: 'Client',
    orderId: 'Order',
    irId: 'IR',
    uploadedByName: 'Uploaded by',
    uploadedAt: 'Uploaded',
    expiringSoon: 'Expiring soon',
  },
  list: {
    columns: ['title', 'kind', 'number', 'clientId', 'orderId', 'expiresOn', 'uploadedAt'],
    sortable: ['title', 'kind', 'number', 'expiresOn', 'uploadedAt'],
    defaultSort: { field: 'uploadedAt', order: 'DESC' },
    search: ['title', 'number', 'holderName', 'holderPassportNumber', 'fileName'],
    filters: ['kind', 'clientId', 'orderId', 'irId', 'expiringSoon'],
  },
  navigation: {
    drawer: { anyOf: ['huntingOutfitter', 'professionalHunter'] },
    userMenu: { anyOf: ['huntingOutfitter'], noneOf: ['collector'] },
  },
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: participant({
      via: 'clientId',
      resource: 'clients',
      scope: { userIn: 'outfitterIds' },
    }),
    professionalHunter: participant({
      anyOf: [
        { via: 'orderId', resource: 'orders', scope: { userIs: 'phId' } },
        documentsOfIrs(irsWhereUserIsPh),
      ],
    }),
    client: participant({ via: 'clientId', resource: 'clients', scope: { userIs: 'userId' } }),
    collector: { actions: ['list', 'read', 'create'], rows: documentsOfIrs(irsCollectedByUser) },
  },
});

export type DocumentRecord = z.infer<typeof documentSchema>;
export type DocumentBody = z.infer<typeof documentBody>;
