import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files as fileRows } from '../../../src/server/db/schema/files';
import { withLease } from '../../../src/server/db/lease';
import { ORPHAN_GRACE_MS, ORPHAN_SWEEP_LEASE } from '../../../src/server/files/orphanSweep';
import { tempKey } from '../../../src/server/files/fileStorage';
import { pdfBytes } from './fileSamples';
import { testHolder } from './testHolder';
import { STORAGE_KINDS, useFilesApp } from './useFilesApp';

// docs/files.md "Orphans": uploads no record took within a day go, with temporaries a crash left;
// held uploads stay and are not looked at again; one process sweeps at a time.

describe.each(STORAGE_KINDS)('the orphan sweep on %s storage', (kind) => {
  const files = useFilesApp(kind);
  const records = testHolder();
  let collector: Record<string, string>;

  beforeAll(async () => {
    files.app.files.holders.add(records.holder);
    collector = await files.signIn('collector@example.com');
  });

  const upload = async (text: string) =>
    (await files.upload(collector, [{ name: 'file', data: pdfBytes(text) }])).json().id as string;
  const afterGrace = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);

  it('keeps unheld uploads within the grace period', async () => {
    const id = await upload('fresh');
    await files.app.files.sweep(new Date());
    expect((await files.download(collector, `/api/files/${id}`)).statusCode).toBe(200);
  });

  it('removes uploads no holder took after the grace period, keeps held ones and marks them', async () => {
    const orphan = await upload('never attached');
    const held = await upload('attached to a record');
    records.hold(held, []);
    const before = await files.stored();
    const swept = await files.app.files.sweep(afterGrace());
    expect(swept?.files).toBeGreaterThanOrEqual(1);
    expect((await files.download(collector, `/api/files/${orphan}`)).statusCode).toBe(404);
    expect((await files.download(collector, `/api/files/${held}`)).statusCode).toBe(200);
    const after = await files.stored();
    expect(after.blobs).toBeLessThan(before.blobs);
    const [row] = await files.app.db
      .select({ heldAt: fileRows.heldAt })
      .from(fileRows)
      .where(eq(fileRows.id, held));
    expect(row?.heldAt).toBeInstanceOf(Date);
    records.letGo(held);
    await files.app.files.sweep(afterGrace());
    expect((await files.download(collector, `/api/files/${held}`)).statusCode).toBe(200);
  });

  it('does not sweep while another process sweeps (holds the lease), and sweeps once it is done', async () => {
    const orphan = await upload('left while another process sweeps');
    const elsewhere = await withLease(files.app.db, ORPHAN_SWEEP_LEASE, 60_000, async () => {
      expect(await files.app.files.sweep(afterGrace())).toBeNull();
      return (await files.download(collector, `/api/files/${orphan}`)).statusCode;
    });
    expect(elsewhere).toEqual({ ran: true, result: 200 });
    expect((await files.app.files.sweep(afterGrace()))?.files).toBeGreaterThanOrEqual(1);
    expect((await files.download(collector, `/api/files/${orphan}`)).statusCode).toBe(404);
  });

  it('removes temporaries a crash left once they are older than the grace period', async () => {
    await files.app.files.storage.write(
      tempKey('left-by-a-crash'),
      Readable.from([Buffer.from('x')]),
    );
    expect((await files.stored()).temporaries).toBe(1);
    await files.app.files.sweep(new Date());
    expect((await files.stored()).temporaries).toBe(1);
    const swept = await files.app.files.sweep(afterGrace());
    expect(swept?.temporaries).toBe(1);
    expect((await files.stored()).temporaries).toBe(0);
  });
});
