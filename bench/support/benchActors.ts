import type { Role } from '../../src/shared/roles';
import { benchId } from '../orders-list/benchIds';
import type { BenchActor } from './targets';

/** A seeded account, whose rows the floors read as `role`'s for this user (`x-bench-scope`). */
const actor = (email: string, role: Role, userId: string): BenchActor => ({
  email,
  floorScope: `${role}:${userId}`,
});

/**
 * The accounts the engine lists' benches sign in as (bench/instruction-registers, bench/lists):
 * the orders bench's people (seedPeople), the liaison and collector 1.
 */
export const benchActors = {
  admin: actor('admin@bench.example', 'admin', benchId(4, 1)),
  liaison: actor('liaison@bench.example', 'customerLiaison', benchId(4, 2)),
  // By their share of the clients (bench/orders-list/benchIds.ts): 1 holds 11%, 3 about 1%, 2 0.1%.
  outfitter: (n: number) => actor(`outfitter${n}@bench.example`, 'huntingOutfitter', benchId(2, n)),
  ph: (n: number) => actor(`ph${n}@bench.example`, 'professionalHunter', benchId(3, n)),
  collector: actor('collector1@bench.example', 'collector', benchId(6, 1)),
  client: actor('client@bench.example', 'client', benchId(5, 1)),
};
