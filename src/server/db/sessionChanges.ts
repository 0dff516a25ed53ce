// docs/sessions.md#the-session-cache: the notice the database sends when a user or a session family
// changes (migration 0029_session_change_notify), and the listeners it reaches in this process.

/** The channel of migration 0029's triggers. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Called on each notice, and whenever the process may have missed one. */
export type SessionChangeListener = () => void;

/**
 * The process's listeners of session changes; the database calls `changed()`.
 * @example const feed = sessionChangeFeed(); feed.listen(() => cache.clear()); feed.changed();
 */
export function sessionChangeFeed() {
  const listeners = new Set<SessionChangeListener>();
  return {
    listen(listener: SessionChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(): void {
      for (const listener of listeners) listener();
    },
  };
}
