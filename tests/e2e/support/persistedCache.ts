import { expect, type Page } from '@playwright/test';

/**
 * Waits until the query cache's copy in IndexedDB (docs/offline.md#reads) holds a query of this
 * resource: the copy is saved at most once a second, later on a busy machine, and only what it
 * holds opens with no network.
 */
export async function waitUntilCached(page: Page, resource: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('trophy-portal-offline');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const database = open.result;
                if (!database.objectStoreNames.contains('cache')) {
                  database.close();
                  return resolve(false);
                }
                const read = database.transaction('cache').objectStore('cache').get('query-cache');
                read.onerror = () => resolve(false);
                read.onsuccess = () => {
                  const queries: { queryKey: unknown[] }[] =
                    read.result?.clientState?.queries ?? [];
                  database.close();
                  resolve(queries.some((query) => query.queryKey[0] === wanted));
                };
              };
            }),
          resource,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits until the stored copy of the cache holds the record `id` of `resource` with `fields` (top
 * level): a change is saved there at most once a second after it shows, and a reload sooner shows
 * the record as it was.
 * @example await waitUntilCachedRecord(page, 'instruction-registers', id, { status: 'collected' });
 */
export async function waitUntilCachedRecord(
  page: Page,
  resource: string,
  id: string,
  fields: Record<string, string | number>,
) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([wantedResource, wantedId, wanted]) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('trophy-portal-offline');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const database = open.result;
                const read = database.transaction('cache').objectStore('cache').get('query-cache');
                read.onerror = () => resolve(false);
                read.onsuccess = () => {
                  const queries: {
                    queryKey: unknown[];
                    state: { data?: Record<string, unknown> };
                  }[] = read.result?.clientState?.queries ?? [];
                  database.close();
                  resolve(
                    queries.some(
                      ({ queryKey: [name, kind, params], state }) =>
                        name === wantedResource &&
                        kind === 'getOne' &&
                        (params as { id?: string })?.id === wantedId &&
                        Object.entries(wanted).every(
                          ([field, value]) => state.data?.[field] === value,
                        ),
                    ),
                  );
                };
              };
            }),
          [resource, id, fields] as const,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}
