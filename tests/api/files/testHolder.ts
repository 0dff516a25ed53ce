import type { FileHolder } from '../../../src/server/files/fileHolders';

/**
 * A stand-in for documents and IRs: records kept in memory, each holding one file and readable by
 * the users it names. Built on the same FileHolder contract those resources implement.
 * @example const holder = testHolder(); app.files.holders.add(holder); holder.hold(fileId, [userId]);
 */
export function testHolder(name = 'test-records') {
  const readers = new Map<string, Set<string>>();
  const holder: FileHolder = {
    name,
    mayRead: async (_db, user, fileId) => readers.get(fileId)?.has(user.id) ?? false,
    holding: async (_db, fileIds) => fileIds.filter((id) => readers.has(id)),
  };
  return {
    holder,
    hold: (fileId: string, readerIds: string[]) => readers.set(fileId, new Set(readerIds)),
    letGo: (fileId: string) => readers.delete(fileId),
  };
}
