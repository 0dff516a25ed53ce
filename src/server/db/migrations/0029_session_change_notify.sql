-- docs/sessions.md#the-session-cache: each API process keeps the signed-in users it has looked up
-- and drops them all on a notice on `session_changes`, sent by the commit of any statement that
-- changes users or session families (a logout, a revoked family, a disabled account, a new role or
-- language). Statement-level and without a payload: PostgreSQL sends one notice a transaction.
CREATE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER session_families_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON session_families
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
