import type { ResourceStore } from '../engine/resourceStore';
import { farmStore, pricelistStore, speciesStore, trophyTypeStore } from './catalogStores';
import { orderStore } from '../orders/orderStore';
import { clientStore } from './clientStore';
import { outfitterStore, professionalHunterStore, userStore } from './userStores';

/** Every resource the generic CRUD plugin serves; a new resource adds its store here. */
export const storeList: readonly ResourceStore[] = [
  speciesStore,
  trophyTypeStore,
  pricelistStore,
  farmStore,
  clientStore,
  outfitterStore,
  professionalHunterStore,
  userStore,
];

// Orders have routes of their own, but other resources' row scopes refer to them too.
const storesByName = new Map(
  [...storeList, orderStore].map((store) => [store.definition.name, store]),
);

/** Any store by resource name, for row scopes that refer to another resource. */
export const storeOf = (name: string): ResourceStore | undefined => storesByName.get(name);
