import type { ResourceName } from '../../../resources/resourceList';
import type { ServerResource } from '../engine/serverResource';
import { clientsServer } from './clients';
import { documentsServer } from './documents';
import { farmsServer } from './farms';
import { instructionRegistersServer } from './instructionRegisters';
import { ordersServer } from './orders';
import { outfittersServer } from './outfitters';
import { pricelistsServer } from './pricelists';
import { professionalHuntersServer } from './professionalHunters';
import { speciesServer } from './species';
import { trophyTypesServer } from './trophyTypes';
import { usersServer } from './users';

// Keyed by the names of resources/resourceList.ts: a definition without its server side (or a
// binding under another resource's name) does not compile.
const byName: { [N in ResourceName]: ServerResource<N> } = {
  'instruction-registers': instructionRegistersServer,
  orders: ordersServer,
  clients: clientsServer,
  documents: documentsServer,
  users: usersServer,
  pricelists: pricelistsServer,
  'trophy-types': trophyTypesServer,
  species: speciesServer,
  farms: farmsServer,
  outfitters: outfittersServer,
  'professional-hunters': professionalHuntersServer,
};

/** Every resource's server side; the engine serves them all (crudRoutes). */
export const serverResources: readonly ServerResource[] = Object.values(byName);
