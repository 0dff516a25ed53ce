import type { ResourceStore } from '../engine/resourceStore';
import { farmStore, pricelistStore, speciesStore, trophyTypeStore } from './catalogStores';
import { orderStore } from '../orders/orderStore';
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

/** Stores with routes of their own that other resources' row scopes refer to. */
export const scopeStoreList: readonly ResourceStore[] = [orderStore];

/** Any store by resource name, for row scopes that refer to another resource. */
export const storeOf = (name: string) =>
  [...storeList, ...scopeStoreList].find((store) => store.definition.name === name);
