import type { ResourceName } from './resourceList';
import type { ServerResource } from '../engine/server/serverResource';
import { clientsServer } from './clients/server';
import { documentsServer } from './documents/server';
import { farmsServer } from './farms/server';
import { instructionRegistersServer } from './instruction-registers/server';
import { ordersServer } from './orders/server';
import { outfittersServer } from './outfitters/server';
import { pricelistsServer } from './pricelists/server';
import { professionalHuntersServer } from './professional-hunters/server';
import { speciesServer } from './species/server';
import { trophyTypesServer } from './trophy-types/server';
import { usersServer } from './users/server';

// Keyed by the names of src/features/resourceList.ts: a definition without its server side (or a
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
