import type { ResourceStore } from '../engine/resourceStore';
import { farmStore, pricelistStore, speciesStore, trophyTypeStore } from './catalogStores';
import { clientStore } from './clientStore';
import { outfitterStore, userStore } from './userStores';

/** Every resource the generic CRUD plugin serves; a new resource adds its store here. */
export const storeList: readonly ResourceStore[] = [
  speciesStore,
  trophyTypeStore,
  pricelistStore,
  farmStore,
  clientStore,
  outfitterStore,
  userStore,
];
