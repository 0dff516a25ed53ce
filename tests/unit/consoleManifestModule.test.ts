import { describe, expect, it } from 'vitest';
import manifest from 'virtual:console-manifest';
import consoleRoutes from 'virtual:console-routes';
import { canAccessResource, consoleManifest, resourceList } from '../../src/features/resourceList';
import { ROLES } from '../../src/shared/roles';

// bench/bundle: the console reads the definitions' access and names from a build-time manifest, so
// it must say exactly what the definitions say.
describe('virtual:console-manifest', () => {
  it('serves the manifest of every resource, orders included', () => {
    expect(manifest).toEqual(JSON.parse(JSON.stringify(consoleManifest)));
    expect(manifest.map((entry) => entry.name)).toEqual(
      resourceList.map((definition) => definition.name),
    );
    expect(manifest.map((entry) => entry.name)).toContain('orders');
  });

  it('serves the routes of every resource but the reference-only ones, for the guard', () => {
    expect(consoleRoutes).toEqual(
      resourceList
        .filter((definition) => !definition.referenceOnly)
        .map((definition) => `/${definition.route}`),
    );
  });

  it("lets a role take an action exactly where the definition's access policy lets it", () => {
    for (const definition of resourceList) {
      for (const role of ROLES) {
        for (const [raAction, action] of [
          ['list', 'list'],
          ['show', 'read'],
          ['create', 'create'],
          ['edit', 'update'],
          ['delete', 'delete'],
        ] as const) {
          const allowed = definition.access[role]?.actions.includes(action) ?? false;
          expect(canAccessResource([role], definition.route, raAction)).toBe(allowed);
        }
      }
    }
  });
});
