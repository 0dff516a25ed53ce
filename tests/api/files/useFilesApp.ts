import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { fileBlobs, files } from '../../../src/server/db/schema/files';
import { TEMP_PREFIX } from '../../../src/server/files/fileStorage';
import { startS3Server, type RunningS3Server } from '../../support/s3Server';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { multipart, type Part } from './fileSamples';

/** Every file test runs on both storages: local disk and an S3-compatible server (s3rver). */
export const STORAGE_KINDS = ['local', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/**
 * A test app whose files go to `kind`, with upload and counting helpers for one describe block.
 * @example const files = useFilesApp('s3'); await files.upload(admin, [{ name: 'file', data }]);
 */
export function useFilesApp(kind: StorageKind, env: Record<string, string> = {}) {
  let s3: RunningS3Server | undefined;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Server();
  });
  const ctx = useTestApp(() => ({ env: { ...s3?.env, ...env } }));
  afterAll(() => s3?.close());

  return {
    get app() {
      return ctx.test.app;
    },
    signIn: (email: string) => signIn(ctx.test.app, email),
    /** Signs `email` in and serves the app on a free port, for tests over real HTTP. */
    async listenAs(email: string) {
      const headers = await signIn(ctx.test.app, email);
      await ctx.test.app.listen({ port: 0, host: '127.0.0.1' });
      return { headers, port: (ctx.test.app.server.address() as AddressInfo).port };
    },
    upload(
      user: Record<string, string>,
      parts: Part[],
      id?: string,
    ): Promise<LightMyRequestResponse> {
      const body = multipart(parts);
      return ctx.test.app.inject({
        method: 'POST',
        url: `/api/files${id ? `?id=${id}` : ''}`,
        headers: { ...user, ...body.headers },
        payload: body.payload,
      });
    },
    download: (user: Record<string, string>, url: string, headers: Record<string, string> = {}) =>
      ctx.test.app.inject({ url, headers: { ...user, ...headers } }),
    /** Rows of each table and the temporaries left in storage: what "nothing stored" means. */
    async stored() {
      const [records] = await ctx.test.app.db.select({ n: count() }).from(files);
      const [blobs] = await ctx.test.app.db.select({ n: count() }).from(fileBlobs);
      const temporaries = await ctx.test.app.files.storage.listOlderThan(
        TEMP_PREFIX,
        new Date(Date.now() + 60_000),
      );
      return { files: records!.n, blobs: blobs!.n, temporaries: temporaries.length };
    },
  };
}
