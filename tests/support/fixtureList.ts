import type { ResourceFixtures } from './resourceFixtures';

// Every folder's fixtures, found by the test runner: adding a resource edits no list here.
const found = import.meta.glob<{ fixtures: ResourceFixtures }>('../../src/features/*/fixtures.ts', {
  eager: true,
});

/** The fixtures of every resource that has a folder with them. */
export const fixtureList: readonly ResourceFixtures[] = Object.values(found).map(
  (module) => module.fixtures,
);

/** A resource's fixtures; fails the test when its folder has none. */
export function fixturesOf(name: string): ResourceFixtures {
  const fixtures = fixtureList.find((one) => one.name === name);
  if (!fixtures) throw new Error(`src/features/${name}/fixtures.ts is missing`);
  return fixtures;
}
