import type { ResourceName } from '../../../src/features/resourceList';
import type { Role } from '../../../src/shared/roles';
import { fixtureList } from '../../support/fixtureList';
import type { Answers } from '../../support/resourceFixtures';

export type { Answers };

// The table of docs/roles-and-access.md#per-resource, a row in each resource folder's fixtures.ts.
export const POLICY = Object.fromEntries(
  fixtureList.map((fixtures) => [fixtures.name, fixtures.access]),
) as Record<ResourceName, Record<Role, Answers>>;
