import * as fake from 'fake-indexeddb';
import { beforeAll } from 'vitest';

/**
 * Gives the file's page a fake IndexedDB of its own, empty, as `fake-indexeddb/auto` does once a
 * process: the component files share their modules but each has a new page (vitest.config.ts).
 * @example installFakeIndexedDb(); // at the top of a test file
 */
export function installFakeIndexedDb(): void {
  beforeAll(() => {
    const { default: _first, forceCloseDatabase: _close, ...classes } = fake;
    for (const [name, value] of Object.entries({ ...classes, indexedDB: new fake.IDBFactory() })) {
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
  });
}
