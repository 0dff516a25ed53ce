import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListResult, RaRecord } from 'react-admin';
import { API_PREFIX } from '../../../shared/apiPaths';
import type { HttpClient } from './httpClient';
import type { RequestOptions } from './sendRequest';

type SimpleRestFetch = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type SimpleRestOptions = Parameters<SimpleRestFetch>[1];

/**
 * react-admin's data provider: the ra-data-simple-rest conventions over `/api` (docs/api.md#resources), sent
 * through the portal's one HTTP client so resource calls get the same errors and refresh (docs/sessions.md#401-refresh).
 * A list whose `Content-Range` ends in `*` (the orders and IR lists while more rows follow;
 * docs/api.md#lists-without-a-count) answers react-admin's partial pagination, `pageInfo`, instead of a total;
 * so does a list of references (a farm's IRs).
 *
 * @example const dataProvider = createDataProvider(createHttpClient());
 */
export function createDataProvider(http: HttpClient): DataProvider {
  const fetchJson = async (url: string, options: SimpleRestOptions = {}) => {
    // A list's range travels in its query. The Range header ra-data-simple-rest adds as well makes
    // the browser refuse compression (Accept-Encoding: identity), and lists are the largest
    // answers (docs/api.md#compression).
    const headers = new Headers(options.headers);
    headers.delete('range');
    const response = await http.request(url, {
      method: (options.method as RequestOptions['method']) ?? 'GET',
      body: options.body ?? undefined,
      headers,
      signal: options.signal ?? null,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: response.text,
      json: response.data,
    };
  };
  const base = simpleRestProvider(API_PREFIX, fetchJson as SimpleRestFetch);
  return {
    ...base,
    getList: async (resource, params) =>
      partialPages(await base.getList(resource, params), params.pagination?.page ?? 1),
    getManyReference: async (resource, params) =>
      partialPages(await base.getManyReference(resource, params), params.pagination?.page ?? 1),
  };
}

function partialPages<R extends RaRecord>(
  { data, total }: GetListResult<R>,
  page: number,
): GetListResult<R> {
  // ra-data-simple-rest reads the total after the slash as a number: `*` comes out NaN.
  if (!Number.isNaN(total)) return { data, total };
  // The server sends `*` with rows only when a row past the page exists; an empty page with
  // `*` lies past the end.
  return { data, pageInfo: { hasNextPage: data.length > 0, hasPreviousPage: page > 1 } };
}
