import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_PREFIX } from '../../shared/apiPaths';
import type { HttpClient } from './httpClient';
import type { RequestOptions } from './sendRequest';

type SimpleRestFetch = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type SimpleRestOptions = Parameters<SimpleRestFetch>[1];

/**
 * react-admin's data provider: the ra-data-simple-rest conventions over `/api` (DESIGN.md), sent
 * through the portal's one HTTP client so resource calls get the same errors and refresh (SPEC 4).
 *
 * @example const dataProvider = createDataProvider(createHttpClient());
 */
export function createDataProvider(http: HttpClient): DataProvider {
  const fetchJson = async (url: string, options: SimpleRestOptions = {}) => {
    const response = await http.request(url, {
      method: (options.method as RequestOptions['method']) ?? 'GET',
      body: options.body ?? undefined,
      headers: options.headers,
      signal: options.signal ?? null,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: response.text,
      json: response.data,
    };
  };
  return simpleRestProvider(API_PREFIX, fetchJson as SimpleRestFetch);
}
