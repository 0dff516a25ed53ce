import type { SessionUser } from '../auth/caller';
import type { Db } from '../db/database';

/**
 * A kind of record that holds files (a document's scan, an IR's photos and signatures). Its
 * resource adds one to `app.files.holders`; the file service asks it who may read and what is held.
 */
export interface FileHolder {
  /** The kind of record, for logs: 'documents'. */
  name: string;
  /** Whether `user` may read some record of this kind that holds `fileId`. */
  mayRead(db: Db, user: SessionUser, fileId: string): Promise<boolean>;
  /** Of `fileIds`, those some record of this kind holds; the orphan sweep keeps them. */
  holding(db: Db, fileIds: string[]): Promise<string[]>;
}

export interface FileHolderRegistry {
  add(holder: FileHolder): void;
  /** docs/files.md "Who may read": any holder letting the user read a record that holds it. */
  mayRead(db: Db, user: SessionUser, fileId: string): Promise<boolean>;
  /** Of `fileIds`, those any holder holds. */
  holding(db: Db, fileIds: string[]): Promise<Set<string>>;
}

/**
 * The holders of one app. A resource registers its own in its plugin, after the file service's.
 * @example app.files.holders.add({ name: 'documents', mayRead, holding });
 */
export function fileHolderRegistry(): FileHolderRegistry {
  const holders: FileHolder[] = [];
  return {
    add(holder) {
      if (holders.some((known) => known.name === holder.name)) {
        throw new Error(`A file holder named ${holder.name} is already registered`);
      }
      holders.push(holder);
    },
    async mayRead(db, user, fileId) {
      for (const holder of holders) if (await holder.mayRead(db, user, fileId)) return true;
      return false;
    },
    async holding(db, fileIds) {
      const held = new Set<string>();
      for (const holder of holders) {
        for (const id of await holder.holding(db, fileIds)) held.add(id);
      }
      return held;
    },
  };
}
