import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeOfflineApi } from '../../../../tests/support/fakeOfflineApi';
import { ApiError } from '../http/apiError';
import { openOfflineDatabase } from './offlineDatabase';
import type { QueuedWrite } from './queuedWrite';
import { syncQueue } from './syncQueue';
import { writeQueue, type WriteQueue } from './writeQueue';

const USER = 'collector-1';
const create = (name: string, id = randomUUID()): QueuedWrite => ({
  kind: 'create',
  resource: 'farms',
  recordId: id,
  data: { id, name },
});
const update = (id: string, name: string, version: number): QueuedWrite => ({
  kind: 'update',
  resource: 'farms',
  recordId: id,
  data: { id, name, version },
});

let queue: WriteQueue;
let api: ReturnType<typeof fakeOfflineApi>;
const sync = () => syncQueue({ queue, userId: USER, transport: api.transport });

beforeEach(async () => {
  // A database of its own per test: fake-indexeddb keeps them for the whole file.
  queue = writeQueue(await openOfflineDatabase(`offline-test-${randomUUID()}`));
  api = fakeOfflineApi();
});

describe('syncQueue (docs/offline.md#sync)', () => {
  it('sends the writes oldest first, each once, and empties the queue', async () => {
    const writes = [create('Kalahari'), create('Karoo'), create('Limpopo')];
    for (const write of writes) await queue.add(USER, write);
    const progress: string[] = [];

    const outcome = await syncQueue({
      queue,
      userId: USER,
      transport: api.transport,
      onProgress: (sent, total) => progress.push(`${sent}/${total}`),
    });

    expect(outcome).toBe('done');
    expect(api.calls.map((call) => call.id)).toEqual(writes.map((write) => write.recordId));
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(await queue.list(USER)).toEqual([]);
    expect(await sync()).toBe('done');
    expect(api.calls).toHaveLength(3);
  });

  it("sends only the user's own writes", async () => {
    await queue.add('someone-else', create('Not mine'));
    await queue.add(USER, create('Mine'));
    await sync();
    expect(api.calls).toHaveLength(1);
    expect(await queue.list('someone-else')).toHaveLength(1);
  });

  it('keeps a write whose answer was lost and resends it with the same id: one record', async () => {
    const first = create('Kalahari');
    const second = create('Karoo');
    await queue.add(USER, first);
    await queue.add(USER, second);
    // The second create reached the server, the connection dropped before its answer.
    api.failOn(2, new ApiError('FETCH_ERROR', 'network'), true);

    expect(await sync()).toBe('offline');
    expect((await queue.list(USER)).map((entry) => entry.recordId)).toEqual([second.recordId]);

    expect(await sync()).toBe('done');
    expect(api.calls.map((call) => call.id)).toEqual([
      first.recordId,
      second.recordId,
      second.recordId,
    ]);
    expect([...api.records.keys()]).toEqual([first.recordId, second.recordId]);
    expect(await queue.list(USER)).toEqual([]);
  });

  it.each([
    ['a timeout', new ApiError('TIMEOUT_ERROR', null)],
    ['a failing server', new ApiError(503, { message: 'Busy' })],
    ['a rate limit', new ApiError(429, { message: 'Slow down' })],
  ])('stops at %s and keeps the write for later', async (_name, error) => {
    await queue.add(USER, create('Kalahari'));
    api.failOn(1, error);
    expect(await sync()).toBe('offline');
    expect(await queue.list(USER)).toHaveLength(1);
  });

  it('asks for a sign-in on 401 and keeps the whole queue', async () => {
    await queue.add(USER, create('Kalahari'));
    await queue.add(USER, create('Karoo'));
    api.failOn(1, new ApiError(401, { message: 'Signed out' }));
    expect(await sync()).toBe('signIn');
    expect(await queue.list(USER)).toHaveLength(2);
  });

  it('sends later edits of a record on top of the version its earlier write got', async () => {
    const farm = create('Kalahari');
    await queue.add(USER, farm);
    // Both edits were made offline on the record as created (version 1).
    await queue.add(USER, update(farm.recordId, 'Kalahari North', 1));
    await queue.add(USER, update(farm.recordId, 'Kalahari South', 1));

    expect(await sync()).toBe('done');
    expect(api.calls.map((call) => call.version)).toEqual([undefined, 1, 2]);
    expect(api.records.get(farm.recordId)).toMatchObject({ name: 'Kalahari South', version: 3 });
  });

  it('stops at an edit that meets 409 with both versions, sending nothing after it', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Changed at the studio', version: 2 });
    await queue.add(USER, update(id, 'Changed at the farm', 1));
    await queue.add(USER, create('Karoo'));

    expect(await sync()).toBe('blocked');
    const [blocked, after] = await queue.list(USER);
    expect(blocked!.blocked).toEqual({
      reason: 'conflict',
      theirs: { id, name: 'Changed at the studio', version: 2 },
    });
    expect(after!.blocked).toBeUndefined();
    expect(await sync()).toBe('blocked');
    expect(api.calls).toHaveLength(1);
    expect(api.records.get(id)!.name).toBe('Changed at the studio');
  });

  it('stops at a refused write with the API message', async () => {
    await queue.add(USER, create('Kalahari'));
    api.failOn(1, new ApiError(400, { message: 'Choose a country (two-letter code)' }));
    expect(await sync()).toBe('blocked');
    expect((await queue.list(USER))[0]!.blocked).toEqual({
      reason: 'refused',
      status: 400,
      message: 'Choose a country (two-letter code)',
    });
  });

  it('keeps a photo as a Blob until it is sent', async () => {
    const id = randomUUID();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    await queue.add(USER, { kind: 'upload', recordId: id, file: photo, name: 'kudu.jpg' });

    const [stored] = await queue.list(USER);
    expect(stored!.kind === 'upload' && stored!.file.size).toBe(4);
    expect(await sync()).toBe('done');
    expect(api.records.get(id)).toEqual({ id, name: 'kudu.jpg', size: 4 });
  });
});
