import { ordersResource } from '../../../resources/orders';
import { orders } from '../db/schema/orders';
import { defineStore } from '../engine/resourceStore';

/**
 * The orders table as the engine's row scopes see it: the access policy's `phId` and `clientId` are
 * its columns. Orders have their own routes (capped list, lines, workflow), not the generic ones.
 * @example recordAccess(app, orderStore, storeOf).scope(db, user, 'list')
 */
export const orderStore = defineStore(ordersResource, { table: orders });
