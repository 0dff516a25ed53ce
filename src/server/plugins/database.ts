import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database with the app; false when the caller (a test) owns it. */
  closeWithApp: boolean;
}

/** Gives every route `app.db`, one drizzle handle over PGlite or PostgreSQL. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { database, closeWithApp }) => {
    app.decorate('db', database.db);
    if (closeWithApp) app.addHook('onClose', () => database.close());
  },
);
