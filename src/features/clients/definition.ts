import { z } from 'zod';
import { emailSchema, phoneSchema } from '../../shared/authCalls';
import { everything } from '../../engine/access';
import type { Role } from '../../shared/roles';
import { LIST_PAGE_DEPTH } from '../../engine/listLimits';
import { defineResource } from '../../engine/defineResource';
import {
  countryCodeSchema,
  multilineText,
  optionalText,
  recordBase,
  requiredText,
  withVersion,
} from '../../engine/fields';

// docs/domain.md#clients: a client record may exist without a login; an outfitter or a liaison creates it,
// and it becomes one with the account that signs up or is invited with the same e-mail.
const clientBody = z.object({
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  email: emailSchema,
  phone: z.union([phoneSchema, z.literal('')]).default(''),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: z.union([countryCodeSchema, z.literal('')]).default(''),
  passportNumber: optionalText(40),
  freightAgent: optionalText(200),
  notes: multilineText(5000),
  // For an outfitter the server keeps their own link: they cannot unlink themselves or add others.
  outfitterIds: z.array(z.uuid()).max(50).default([]),
});

/** Who may call PUT api/clients/link. */
export const CLIENT_LINKERS: readonly Role[] = ['huntingOutfitter'];

/** docs/invoices.md#the-statement: who may have a client's statement (an outfitter, of their linked clients). */
export const STATEMENT_READERS: readonly Role[] = ['admin', 'customerLiaison', 'huntingOutfitter'];

export const clients = defineResource({
  name: 'clients',
  route: 'clients',
  title: 'fullName',
  record: clientBody.extend({
    ...recordBase,
    fullName: z.string(),
    /** The account of the same person, once they signed up or were invited. */
    userId: z.uuid().nullable(),
  }),
  create: clientBody,
  update: withVersion(clientBody),
  inputs: {
    firstName: { kind: 'text' },
    lastName: { kind: 'text' },
    email: { kind: 'email' },
    phone: { kind: 'text' },
    addressLine1: { kind: 'text' },
    addressLine2: { kind: 'text' },
    city: { kind: 'text' },
    region: { kind: 'text' },
    postalCode: { kind: 'text' },
    country: { kind: 'country' },
    passportNumber: { kind: 'text' },
    freightAgent: { kind: 'text' },
    notes: { kind: 'text', multiline: true },
    outfitterIds: { kind: 'reference', resource: 'outfitters', many: true },
  },
  list: {
    columns: ['fullName', 'email', 'phone', 'country', 'passportNumber'],
    sortable: ['fullName', 'email', 'country'],
    defaultSort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'email', 'passportNumber', 'phone'],
    filters: ['country', 'outfitterIds'],
    // A studio's clients grow with every season: no count, and paging stops (docs/api.md#lists-without-a-count).
    pageDepth: LIST_PAGE_DEPTH,
  },
  // docs/roles-and-access.md#per-resource: outfitters see and edit only the clients linked to them; PHs read the clients on
  // their orders. A client has their profile and account calls instead: the record's notes are the
  // studio's, not theirs to read.
  navigation: {
    drawer: { anyOf: ['huntingOutfitter', 'admin', 'customerLiaison'] },
    userMenu: { noneOf: ['client', 'collector'] },
  },
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: {
      actions: ['list', 'read', 'create', 'update'],
      rows: { userIn: 'outfitterIds' },
    },
    professionalHunter: {
      actions: ['list', 'read'],
      rows: { referencedBy: 'orders', field: 'clientId', scope: { userIs: 'phId' } },
    },
  },
  // PUT api/clients/link (docs/api.md#calls): an outfitter links an existing client to themselves.
  // GET api/clients/{id}/statement.pdf (docs/invoices.md#the-statement): a PH reads the clients on
  // their orders, never the client's whole account with the studio.
  customActions: { link: CLIENT_LINKERS, statement: STATEMENT_READERS },
});

/** PUT /api/clients/link (docs/domain.md#clients): an outfitter links an existing client by e-mail. */
export const linkClientBodySchema = z.object({ email: emailSchema });
/** Its answer, the same for every e-mail (docs/domain.md#clients). */
export const linkClientAnswerSchema = z.object({ message: z.string() });

export type Client = z.infer<typeof clients.record>;
export type LinkClientBody = z.infer<typeof linkClientBodySchema>;
export type LinkClientAnswer = z.infer<typeof linkClientAnswerSchema>;
