import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/features/users/table';
import { pdfBytes, uprightPng } from './fileSamples';
import { testHolder } from './testHolder';
import { useFilesApp } from './useFilesApp';

// docs/files.md "Who may read": the uploader, and whoever may read a record holding the file
// (each resource that holds files says who, through its FileHolder); everyone else gets 404.

describe('who may read a file', () => {
  const files = useFilesApp('local');
  const records = testHolder();
  let collector: Record<string, string>;
  let client: Record<string, string>;
  let outfitter: Record<string, string>;
  let clientId: string;

  beforeAll(async () => {
    files.app.files.holders.add(records.holder);
    collector = await files.signIn('collector@example.com');
    client = await files.signIn('client@example.com');
    outfitter = await files.signIn('outfitter@example.com');
    const [row] = await files.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@example.com'));
    clientId = row!.id;
  });

  const upload = async () =>
    (
      await files.upload(collector, [
        { name: 'file', filename: 'trophy.png', data: await uprightPng(64, 48) },
      ])
    ).json().id as string;

  it('lets the uploader read their file and its thumbnail', async () => {
    const id = await upload();
    expect((await files.download(collector, `/api/files/${id}`)).statusCode).toBe(200);
    expect((await files.download(collector, `/api/files/${id}/thumbnail`)).statusCode).toBe(200);
  });

  it('answers 404, as for a file that does not exist, to anyone else while no record holds it', async () => {
    const id = await upload();
    for (const user of [client, outfitter]) {
      const answer = await files.download(user, `/api/files/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found' });
      expect((await files.download(user, `/api/files/${id}/thumbnail`)).statusCode).toBe(404);
    }
  });

  it('lets whoever may read the holding record read the file, and nobody else', async () => {
    const id = await upload();
    records.hold(id, [clientId]);
    expect((await files.download(client, `/api/files/${id}`)).statusCode).toBe(200);
    expect((await files.download(client, `/api/files/${id}/thumbnail`)).statusCode).toBe(200);
    expect((await files.download(outfitter, `/api/files/${id}`)).statusCode).toBe(404);
    records.letGo(id);
    expect((await files.download(client, `/api/files/${id}`)).statusCode).toBe(404);
  });

  it('answers 401 to someone not signed in', async () => {
    const id = await upload();
    expect((await files.download({}, `/api/files/${id}`)).statusCode).toBe(401);
  });

  it('refuses a second holder under a name already registered', () => {
    expect(() => files.app.files.holders.add(testHolder(records.holder.name).holder)).toThrow(
      /already registered/,
    );
  });

  it('releasing a record keeps bytes another record uses and removes them with the last one', async () => {
    const data = pdfBytes('shared export permit');
    const one = (await files.upload(collector, [{ name: 'file', data }])).json();
    const two = (await files.upload(client, [{ name: 'file', data }])).json();
    const before = await files.stored();
    expect(await files.app.files.release(one.id)).toBe(true);
    expect(await files.stored()).toEqual({ ...before, files: before.files - 1 });
    expect((await files.download(client, `/api/files/${two.id}`)).rawPayload.equals(data)).toBe(
      true,
    );
    expect(await files.app.files.release(two.id)).toBe(true);
    expect(await files.stored()).toEqual({
      ...before,
      files: before.files - 2,
      blobs: before.blobs - 1,
    });
    await expect(
      files.app.files.storage.read(`blobs/${two.sha256.slice(0, 2)}/${two.sha256}`),
    ).rejects.toThrow(/No stored object/);
    expect(await files.app.files.release(two.id)).toBe(false);
  });
});
