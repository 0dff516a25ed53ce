import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { irLines } from '../../../src/features/instruction-registers/table';
import { storeDemoPhotos } from '../../../src/server/db/seed/demoPhotos';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { userId } from './irSupport';

// docs/settings.md#demo-data: every demo IR's line has a photo the demo collector can open, with
// its thumbnail, once the start has stored the demo files.

const ctx = useTestApp();

describe('the demo IRs’ photos', () => {
  it('are JPEGs on every demo line, readable with their thumbnails by the collector', async () => {
    const { app } = ctx.test;
    await storeDemoPhotos(app.files.storage);
    const collector = await signIn(app, 'collector@example.com');
    const collectorId = await userId(app, 'collector@example.com');
    type Listed = { collectorId: string; lines: { photoFileIds: string[] }[] };
    const listed: Listed[] = (
      await app.inject({ url: '/api/instruction-registers', headers: collector })
    ).json();
    const items = listed
      .filter((ir) => ir.collectorId === collectorId)
      .flatMap((ir) => ir.lines.flatMap((line) => line.photoFileIds));
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const id of items) {
      const photo = await app.inject({ url: `/api/files/${id}`, headers: collector });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
      const thumbnail = await app.inject({ url: `/api/files/${id}/thumbnail`, headers: collector });
      expect(thumbnail.statusCode).toBe(200);
    }
  });

  it('are not readable by someone who may not read the IR', async () => {
    const { app } = ctx.test;
    const [line] = await app.db
      .select({ photos: irLines.photoFileIds })
      .from(irLines)
      .where(eq(irLines.position, 0))
      .limit(1);
    const ph = await signIn(app, 'ph@example.com');
    const answer = await app.inject({ url: `/api/files/${line!.photos[0]}`, headers: ph });
    expect(answer.statusCode).toBe(404);
  });
});
