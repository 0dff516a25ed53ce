import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { everything, type RolePolicy, type RowScope } from '../../engine/access';
import { LIST_PAGE_DEPTH } from '../../engine/listLimits';
import { defineResource } from '../../engine/defineResource';
import { choicesOf } from '../../engine/fieldInput';
import {
  fileIdSchema,
  isoDateSchema,
  optionalText,
  recordBase,
  requiredText,
  versionSchema,
} from '../../engine/fields';
import { fileContentTypeSchema } from '../../shared/fileCalls';
import { DOCUMENT_KIND_KEYS, DOCUMENT_KINDS } from './documentKinds';
import { tagNumberSchema } from '../orders/definition';

// docs/documents.md: a piece of paperwork (a permit, a register, a certificate) with its file and
// the client, order and IR it belongs to.

export const documentKindSchema = z.enum(
  DOCUMENT_KINDS,
  validationMessage('chooseTheDocumentKind'),
);

export const MAX_DOCUMENT_TAGS = 200;

const documentFields = z.object({
  title: requiredText('titleRequired', 200),
  kind: documentKindSchema,
  /** From `POST /api/files`; only the uploader may attach a file (docs/files.md "Who may read"). */
  fileId: fileIdSchema,
  number: optionalText(80),
  issuedOn: isoDateSchema.nullable().default(null),
  expiresOn: isoDateSchema.nullable().default(null),
  holderName: optionalText(200),
  holderPassportNumber: optionalText(40),
  speciesIds: z
    .array(z.uuid(validationMessage('chooseASpecies')))
    .max(50)
    .default([]),
  tagNumbers: z
    .array(tagNumberSchema)
    .max(MAX_DOCUMENT_TAGS, validationMessage('atMostTagNumbers', { max: MAX_DOCUMENT_TAGS }))
    .default([]),
  // A client's own upload may leave clientId null: the server fills in their client record. With
  // an order or an IR that names one, the client is theirs (docs/documents.md "Links").
  clientId: z.uuid().nullable().default(null),
  orderId: z.uuid().nullable().default(null),
  irId: z.uuid().nullable().default(null),
});

const expiresAfterIssue = (body: { issuedOn: string | null; expiresOn: string | null }) =>
  !body.issuedOn || !body.expiresOn || body.expiresOn >= body.issuedOn;
const expiresAfterIssueError = {
  path: ['expiresOn'],
  message: validationMessage('expiresBeforeIssued'),
};

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

/** The documents of the IRs the inner scope admits (docs/documents.md "Who"). */
const documentsOfIrs = (irScope: RowScope): RowScope<'irId'> => ({
  via: 'irId',
  resource: 'instruction-registers',
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
    irId: { kind: 'reference', resource: 'instruction-registers' },
  },
  list: {
    columns: ['title', 'kind', 'number', 'clientId', 'orderId', 'expiresOn', 'uploadedAt'],
    sortable: ['title', 'kind', 'number', 'expiresOn', 'uploadedAt'],
    defaultSort: { field: 'uploadedAt', order: 'DESC' },
    search: ['title', 'number', 'holderName', 'holderPassportNumber', 'fileName'],
    filters: ['kind', 'clientId', 'orderId', 'irId', 'expiringSoon'],
    // Every hunt adds permits and certificates: no count, and paging stops (docs/api.md#lists-without-a-count).
    pageDepth: LIST_PAGE_DEPTH,
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
