import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/apiError';
import { withOfflineWrites } from './offlineDataProvider';
import type { QueuedWrite } from './queuedWrite';

let waiting: QueuedWrite[];
let mustWait: boolean;
let base: DataProvider;

const provider = () =>
  withOfflineWrites(base, {
    resources: ['farms'],
    mustWait: () => mustWait,
    enqueue: async (write) => {
      waiting.push(write);
    },
    sendNow: vi.fn(async (write) => ({ id: write.recordId })),
    queuedCreate: (resource, body) => ({ ...body, version: 1, madeOffline: resource }),
    keptPage: (resource) => (resource === 'species' ? { data: [{ id: 'kept' }], total: 1 } : undefined),
  });

beforeEach(() => {
  waiting = [];
  mustWait = false;
  base = {
    create: vi.fn(async (_resource, params) => ({ data: { ...params.data, version: 1 } })),
    update: vi.fn(async (_resource, params) => ({ data: { ...params.data, version: 3 } })),
    getList: vi.fn(async () => ({ data: [{ id: 'served' }], total: 1 })),
  } as unknown as DataProvider;
});

describe('list calls with no answer (docs/offline.md#reads)', () => {
  const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: { q: 'kudu' } };

  it('are answered from what the browser keeps, where it keeps something', async () => {
    expect((await provider().getList('species', params)).data).toEqual([{ id: 'served' }]);
    vi.mocked(base.getList).mockRejectedValueOnce(new ApiError('FETCH_ERROR', 'network'));
    expect((await provider().getList('species', params)).data).toEqual([{ id: 'kept' }]);
  });

  it("fail as they did elsewhere, and on the server's own answer", async () => {
    vi.mocked(base.getList).mockRejectedValueOnce(new ApiError('FETCH_ERROR', 'network'));
    await expect(provider().getList('orders', params)).rejects.toMatchObject({
      status: 'FETCH_ERROR',
    });
    vi.mocked(base.getList).mockRejectedValueOnce(new ApiError(400, 'bad filter'));
    await expect(provider().getList('species', params)).rejects.toMatchObject({ status: 400 });
  });
});

describe('withOfflineWrites (docs/offline.md#writes)', () => {
  it('sends a create online, with an id made in the browser', async () => {
    const { data } = await provider().create('farms', { data: { name: 'Karoo' } });
    expect(base.create).toHaveBeenCalledWith('farms', {
      data: { name: 'Karoo', id: data.id },
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(waiting).toEqual([]);
  });

  it('queues a create while writes must wait and answers the record as the API will', async () => {
    mustWait = true;
    const { data } = await provider().create('farms', { data: { name: 'Karoo' } });
    expect(base.create).not.toHaveBeenCalled();
    expect(data).toEqual({ name: 'Karoo', id: data.id, version: 1, madeOffline: 'farms' });
    expect(waiting).toEqual([
      {
        kind: 'create',
        resource: 'farms',
        recordId: data.id,
        data: { name: 'Karoo', id: data.id },
      },
    ]);
  });

  it('queues an edit that got no answer, with the version it was made on', async () => {
    vi.mocked(base.update).mockRejectedValueOnce(new ApiError('FETCH_ERROR', 'network'));
    const { data } = await provider().update('farms', {
      id: 'f1',
      data: { name: 'New', version: 2 },
      previousData: { id: 'f1', name: 'Old', region: 'Limpopo', version: 2 },
    });
    expect(data).toEqual({ id: 'f1', name: 'New', region: 'Limpopo', version: 2 });
    expect(waiting).toEqual([
      {
        kind: 'update',
        resource: 'farms',
        recordId: 'f1',
        data: { id: 'f1', name: 'New', version: 2 },
      },
    ]);
  });

  it("lets the API's refusal reach the form and queues nothing", async () => {
    const refusal = new ApiError(400, { message: 'Invalid', errors: { name: 'Name is required' } });
    vi.mocked(base.create).mockRejectedValueOnce(refusal);
    await expect(provider().create('farms', { data: { name: '' } })).rejects.toBe(refusal);
    expect(waiting).toEqual([]);
  });

  it('leaves resources that did not opt in alone', async () => {
    mustWait = true;
    await provider().create('species', { data: { commonName: 'Kudu' } });
    expect(base.create).toHaveBeenCalledWith('species', { data: { commonName: 'Kudu' } });
    expect(waiting).toEqual([]);
  });

  it('queues a workflow move of an opted-in record offline and answers its new status (docs/offline.md#workflow-moves)', async () => {
    mustWait = true;
    const { data } = await provider().create('farms/f1/transitions', {
      data: { to: 'closed', note: 'At the gate', version: 4 },
    });
    expect(base.create).not.toHaveBeenCalled();
    expect(data).toEqual({ id: 'f1', status: 'closed', version: 4 });
    expect(waiting).toEqual([
      {
        kind: 'move',
        resource: 'farms',
        recordId: 'f1',
        data: { to: 'closed', note: 'At the gate', version: 4 },
      },
    ]);
  });

  it('sends a workflow move online, and one with no answer joins the queue', async () => {
    const move = { data: { to: 'closed', note: '', version: 4 } };
    await provider().create('farms/f1/transitions', move);
    expect(base.create).toHaveBeenCalledWith('farms/f1/transitions', move);
    expect(waiting).toEqual([]);

    vi.mocked(base.create).mockRejectedValueOnce(new ApiError('FETCH_ERROR', 'network'));
    await provider().create('farms/f1/transitions', move);
    expect(waiting).toEqual([{ kind: 'move', resource: 'farms', recordId: 'f1', data: move.data }]);
  });

  it('leaves the workflow moves of resources that did not opt in alone', async () => {
    mustWait = true;
    const move = { data: { to: 'submitted', note: '', version: 1 } };
    await provider().create('orders/o1/transitions', move);
    expect(base.create).toHaveBeenCalledWith('orders/o1/transitions', move);
    expect(waiting).toEqual([]);
  });

  it('answers an upload id at once and queues the photo offline', async () => {
    mustWait = true;
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const { id } = await provider().uploadFile(photo, 'kudu.jpg');
    expect(waiting).toEqual([{ kind: 'upload', recordId: id, file: photo, name: 'kudu.jpg' }]);
  });
});
