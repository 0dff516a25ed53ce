import type { Client } from '../../resources/clients';
import type { DocumentRecord } from '../../resources/documents';
import type { Species } from '../../resources/species';

// docs/paperwork.md: what the paperwork rule reads about an order; the server gathers it from the
// database (src/server/resources/orders/orderPaperworkFacts.ts).

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
