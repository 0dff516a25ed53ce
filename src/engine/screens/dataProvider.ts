import type { DataProvider } from 'react-admin';
import manifest from 'virtual:console-manifest';

/** The API name of a react-admin resource, which is named after its route (`admin/species`,
 * docs/guards.md#paths). */
export const apiNameOf = (resource: string) =>
  manifest.find((entry) => entry.route === resource)?.name ?? resource;

/** The react-admin resource (route) of an API name, for references between definitions. */
export const routeOf = (apiName: string) =>
  manifest.find((entry) => entry.name === apiName)?.route ?? apiName;

/**
 * A data provider whose resources are named after their screens' routes: each call goes to the
 * definition's API path, so the console's URLs follow docs/guards.md#paths while the API
 * follows docs/api.md#resources (`/api/{resource}`).
 * @example const dataProvider = withResourceRoutes(createDataProvider(http));
 */
export function withResourceRoutes(base: DataProvider): DataProvider {
  return new Proxy(base, {
    get(target, method: string) {
      const call = target[method];
      if (typeof call !== 'function') return call;
      return (resource: string, ...rest: unknown[]) =>
        call.call(target, apiNameOf(resource), ...rest);
    },
  });
}
