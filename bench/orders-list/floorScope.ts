import type { OrderScope } from '../../src/features/orders/server/orderListRequest';

/**
 * The page query's scope for the floor and the plans, from a BenchActor's floorScope:
 * "all", "outfitter:<user id>", "ph:<user id>" or "client:<client record id>".
 */
export function floorScopeOf(text: string): OrderScope {
  const [kind, id = ''] = text.split(':');
  if (kind === 'outfitter') return { kind: 'outfitter', outfitterId: id };
  if (kind === 'ph') return { kind: 'ph', phId: id };
  if (kind === 'client') return { kind: 'client', clientId: id };
  return { kind: 'all' };
}
