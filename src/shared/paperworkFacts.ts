import type { Client } from '../features/clients/definition';
import type { DocumentRecord } from '../features/documents/definition';
import type { Species } from '../features/species/definition';

// docs/paperwork.md: what the paperwork rule reads about an order; the server gathers it from the
// database (src/features/orders/server/orderPaperworkFacts.ts).

export type PaperworkClient = Pick<Client, 'fullName' | 'passportNumber'>;
export type PaperworkSpecies = Pick<Species, 'commonName' | 'citesAppendix' | 'topsListed'>;
export type PaperworkDocument = Pick<
  DocumentRecord,
  'id' | 'title' | 'kind' | 'expiresOn' | 'holderName' | 'holderPassportNumber' | 'tagNumbers'
>;

export interface PaperworkFacts {
  /** The species of the order's lines. */
  species: readonly PaperworkSpecies[];
  /** Every tag number on the order's lines. */
  tagNumbers: readonly string[];
  /** The documents of the order and of its IR. */
  documents: readonly PaperworkDocument[];
  client: PaperworkClient;
  /** ISO dates: today, and the planned shipping if known. */
  today: string;
  plannedShippingOn: string | null;
}
