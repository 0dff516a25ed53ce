import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleManifest, resourceList } from '../../../src/features/resourceList';
import { serverResources } from '../../../src/features/serverResources';
import { createTestApp, type TestApp } from '../../support/testApp';
import { POLICY } from './accessPolicyTable';

// README.md#adding-a-resource: the definition in src/features/resourceList.ts is the one list; every
// other part of a resource follows from it or fails here.
let test: TestApp;
let openApiPaths: string[];

beforeAll(async () => {
  test = await createTestApp({ seed: false });
  openApiPaths = Object.keys((await test.app.inject({ url: '/api/openapi.json' })).json().paths);
});
afterAll(() => test.close());

describe.each(resourceList.map((definition) => [definition.name, definition] as const))(
  'resource %s',
  (name, definition) => {
    it('has a table: its server side binds the definition to one', () => {
      const server = serverResources.find((resource) => resource.name === name);
      expect(server?.store.definition).toBe(definition);
      expect(server?.store.table).toBeDefined();
    });

    it('has an OpenAPI entry for its API path', () => {
      expect(openApiPaths).toContain(`/api/${name}`);
    });

    // The guard opens every manifest route (src/client/session/auth/guard/guardRedirect.test.ts).
    it('has its console route in the console manifest', () => {
      const entry = consoleManifest.find((resource) => resource.name === name);
      expect(entry?.route).toBe(definition.route);
    });

    it('has a row in the access-policy table', () => {
      expect(Object.keys(POLICY)).toContain(name);
    });
  },
);

it('serves exactly the resources of resourceList, each once', () => {
  expect(serverResources.map((resource) => resource.name).sort()).toEqual(
    resourceList.map((definition) => definition.name).sort(),
  );
});
