import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOfflineApi } from '../../../../tests/support/fakeOfflineApi';
import { ApiError } from '../http/apiError';
import { openOfflineDatabase } from './offlineDatabase';
import { offlineStatusStore } from './offlineStatus';
import { offlineSync } from './offlineSync';
import { writeQueue, type WriteQueue } from './writeQueue';

const USER = 'collector-1';
let queue: WriteQueue;
let api: ReturnType<typeof fakeOfflineApi>;
let online: boolean;
let status: ReturnType<typeof offlineStatusStore>;
let synced: ReturnType<typeof vi.fn<() => void>>;
let sync: ReturnType<typeof offlineSync>;

beforeEach(async () => {
  queue = writeQueue(await openOfflineDatabase(`offline-test-${randomUUID()}`));
  api = fakeOfflineApi();
  online = false;
  status = offlineStatusStore();
  synced = vi.fn<() => void>();
  sync = offlineSync({
    queue,
    userId: USER,
    transport: api.transport,
    status,
    isOnline: () => online,
    onSynced: synced,
  });
});

const farmAt = (id: string, name: string, version: number) => ({
  kind: 'update' as const,
  resource: 'farms',
  recordId: id,
  data: { id, name, version },
});

const moveOf = (id: string, to: 'collected', version: number) => ({
  kind: 'move' as const,
  resource: 'instruction-registers',
  recordId: id,
  data: { to, note: '', version },
});

describe('offlineSync (docs/offline.md#sync)', () => {
  it('counts what waits offline and sends it once the network is back', async () => {
    const id = randomUUID();
    await sync.enqueue({
      kind: 'create',
      resource: 'farms',
      recordId: id,
      data: { id, name: 'Karoo' },
    });
    expect(status.get().waiting).toBe(1);
    expect(sync.mustWait()).toBe(true);
    expect(api.calls).toEqual([]);

    online = true;
    await sync.syncNow();
    expect(status.get()).toMatchObject({ waiting: 0, progress: null });
    expect(api.calls).toHaveLength(1);
    expect(synced).toHaveBeenCalledOnce();
    expect(sync.mustWait()).toBe(false);
  });

  it('keeps writes behind older waiting ones even online (they go in order)', async () => {
    online = true;
    api.failOn(1, new ApiError('FETCH_ERROR', 'network'));
    await sync.enqueue(farmAt(randomUUID(), 'x', 1));
    await sync.syncNow();
    expect(status.get().waiting).toBe(1);
    expect(sync.mustWait()).toBe(true);
  });

  it('shows a 409 and, on keep mine, resends on top of the server version', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Studio', version: 4 });
    await sync.enqueue(farmAt(id, 'Farm', 3));
    online = true;
    await sync.syncNow();
    const blocked = status.get().blocked!;
    expect(blocked.blocked).toMatchObject({ reason: 'conflict', theirs: { version: 4 } });

    await sync.keepMine(blocked);
    expect(api.records.get(id)).toEqual({ id, name: 'Farm', version: 5 });
    expect(status.get()).toMatchObject({ waiting: 0, blocked: null });
  });

  it('on take theirs drops the write and leaves the server record alone', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Studio', version: 4 });
    await sync.enqueue(farmAt(id, 'Farm', 3));
    online = true;
    await sync.syncNow();

    await sync.drop(status.get().blocked!);
    expect(api.records.get(id)).toEqual({ id, name: 'Studio', version: 4 });
    expect(status.get()).toMatchObject({ waiting: 0, blocked: null });
    expect(api.calls).toHaveLength(1);
  });

  it('sends a move made offline after the edits of its record, on the version they reach (docs/offline.md#workflow-moves)', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Farm', status: 'open', version: 2 });
    await sync.enqueue(farmAt(id, 'Signed', 2));
    await sync.enqueue(moveOf(id, 'collected', 2));
    expect(status.get().waiting).toBe(2);
    expect(api.calls).toEqual([]);

    online = true;
    await sync.syncNow();
    expect(api.calls).toEqual([
      { kind: 'update', id, version: 2 },
      { kind: 'move', id, version: 3 },
    ]);
    expect(api.records.get(id)).toMatchObject({ name: 'Signed', status: 'collected', version: 4 });
    expect(status.get()).toMatchObject({ waiting: 0, blocked: null });
  });

  it('shows a move whose record moved on as a conflict; keep mine sends it on the server version', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Farm', status: 'open', version: 5 });
    await sync.enqueue(moveOf(id, 'collected', 4));
    online = true;
    await sync.syncNow();
    const blocked = status.get().blocked!;
    expect(blocked.blocked).toMatchObject({ reason: 'conflict', theirs: { version: 5 } });
    expect(api.records.get(id)).toMatchObject({ status: 'open', version: 5 });

    await sync.keepMine(blocked);
    expect(api.records.get(id)).toMatchObject({ status: 'collected', version: 6 });
    expect(status.get()).toMatchObject({ waiting: 0, blocked: null });
  });

  it('blocks a move the API refuses at the current version with its reason, not as a conflict', async () => {
    const id = randomUUID();
    api.records.set(id, { id, name: 'Farm', status: 'collected', version: 5 });
    await sync.enqueue(moveOf(id, 'collected', 5));
    online = true;
    await sync.syncNow();
    expect(status.get().blocked!.blocked).toEqual({
      reason: 'refused',
      status: 409,
      message: 'The record is already collected',
    });
  });

  it('waits for a sign-in after 401, then goes on with the same queue', async () => {
    const id = randomUUID();
    await sync.enqueue({
      kind: 'create',
      resource: 'farms',
      recordId: id,
      data: { id, name: 'Karoo' },
    });
    online = true;
    api.failOn(1, new ApiError(401, { message: 'Signed out' }));
    await sync.syncNow();
    expect(status.get()).toMatchObject({ signIn: true, waiting: 1 });

    await sync.syncNow();
    expect(api.calls).toHaveLength(1);

    await sync.signedIn();
    expect(status.get()).toMatchObject({ signIn: false, waiting: 0 });
    expect([...api.records.keys()]).toEqual([id]);
  });
});
