import type { ResourceName } from '../../../src/features/resourceList';
import type { Role } from '../../../src/shared/roles';

// docs/roles-and-access.md#per-resource, as answers of the API: list, read, create, update, delete of a record the role may
// see if any (an outfitter's own client). 404 on read: the role lists, but this row is not theirs.
export type Answers = [list: number, read: number, create: number, update: number, remove: number];
const ALL: Answers = [200, 200, 201, 200, 200];
const READS: Answers = [200, 200, 403, 403, 403];
const NONE: Answers = [403, 403, 403, 403, 403];
const OWN: Answers = [200, 200, 201, 200, 403]; // an outfitter's clients: no delete
const UNSEEN: Answers = [200, 404, 403, 403, 403]; // lists, but the test's row is not theirs
const UPLOADER: Answers = [200, 200, 201, 403, 403]; // reads and adds; changes only their uploads
const KEPT: Answers = [200, 200, 201, 200, 404]; // orders: no DELETE route, they end by workflow

// The table of docs/roles-and-access.md#per-resource. Pricelists: a client reads the active ones (to create a quote); the
// test's pricelist is inactive. Clients: the test's client is linked to the demo outfitter only.
// Documents: the test's document is on the demo client's order, which has no PH; a PH who may
// change documents finds it unseen (404).
// Orders: the test's order is the demo client's, whom the demo outfitter is linked to.
// prettier-ignore
export const POLICY: { [N in ResourceName]: Record<Role, Answers> } = {
  species:        { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: READS,  professionalHunter: READS,  collector: READS, client: READS },
  'trophy-types': { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: READS,  professionalHunter: READS,  collector: READS, client: READS },
  pricelists:     { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: READS,  professionalHunter: NONE,   collector: NONE,  client: UNSEEN },
  farms:          { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: NONE,   professionalHunter: NONE,   collector: [200, 200, 201, 403, 403], client: NONE },
  clients:        { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: OWN,    professionalHunter: UNSEEN, collector: NONE,  client: NONE },
  outfitters:     { admin: READS, customerLiaison: READS, huntingOutfitter: UNSEEN, professionalHunter: NONE,   collector: NONE,  client: NONE },
  'professional-hunters': { admin: READS, customerLiaison: READS, huntingOutfitter: READS, professionalHunter: UNSEEN, collector: NONE, client: READS },
  documents:      { admin: ALL,   customerLiaison: ALL,   huntingOutfitter: UPLOADER, professionalHunter: [200, 404, 403, 404, 404], collector: UNSEEN, client: UPLOADER },
  orders:         { admin: KEPT,  customerLiaison: KEPT,  huntingOutfitter: KEPT,   professionalHunter: [200, 404, 403, 403, 404], collector: [403, 403, 403, 403, 404], client: KEPT },
  // IRs: the test's IR was collected by the admin and has no client or PH; a collector may not delete.
  'instruction-registers': { admin: ALL, customerLiaison: ALL, huntingOutfitter: UNSEEN, professionalHunter: UNSEEN, collector: [200, 404, 201, 404, 403], client: UNSEEN },
  users:          { admin: [200, 200, 201, 200, 403], customerLiaison: NONE, huntingOutfitter: NONE, professionalHunter: NONE, collector: NONE, client: NONE },
};
