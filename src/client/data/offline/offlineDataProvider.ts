import type {
  CreateParams,
  CreateResult,
  DataProvider,
  GetListParams,
  GetListResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { isApiError } from '../http/apiError';
import type { IrTransitionBody } from '../../../features/instruction-registers/definition';
import type { ApiRecord, QueuedWrite } from './queuedWrite';

export interface OfflineWrites {
  /** The resources (API names) whose writes may wait (docs/offline.md#opting-in). */
  resources: readonly string[];
  /** True while writes must wait: no network, or older writes still waiting (they go first). */
  mustWait(): boolean;
  enqueue(write: QueuedWrite): Promise<void>;
  /**
   * A create that joined the queue: the record as the API will answer it, which the screen gets and
   * the resource's cached lists show (docs/offline.md#writes).
   */
  queuedCreate(resource: string, body: ApiRecord): ApiRecord;
  /** Sends a write at once (the queue's own transport). */
  sendNow(write: QueuedWrite): Promise<ApiRecord>;
  /**
   * A list page answered from what the browser keeps, for a list call that got no answer
   * (docs/offline.md#reads: the choices); undefined where it keeps nothing for it.
   */
  keptPage?(resource: string, params: GetListParams): GetListResult | undefined;
}

// docs/offline.md#workflow-moves: a move reaches the data provider as a create of
// `{resource}/{id}/transitions`, the path of the API's own call (docs/api.md#calls).
const MOVE_PATH = /^(?<resource>.+)\/(?<id>[^/]+)\/transitions$/;

// No answer at all (or too late): the write waits; any HTTP answer is the server's word and stands.
const noAnswer = (error: unknown) =>
  isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/**
 * The data provider with writes that wait (docs/offline.md#writes): creates and edits of an opted-in
 * resource go to the API when they can and to the queue when they cannot, answering the screen at
 * once with the record as it will be. A create gets its id in the browser, so a retried send is the
 * same request for the API. A workflow move (`{resource}/{id}/transitions`) of an opted-in resource
 * waits the same way, after the record's own writes. `uploadFile` sends a photo or signature so.
 * A list call that gets no answer is answered from what `keptPage` keeps, if anything.
 *
 * @example withOfflineWrites(createDataProvider(http), { resources: ['farms'], mustWait, enqueue })
 */
export function withOfflineWrites(base: DataProvider, writes: OfflineWrites) {
  const optedIn = (resource: string) => writes.resources.includes(resource);

  // `local` is the answer of a write that waits, made only once it has joined the queue.
  async function sendOrWait<T>(
    write: QueuedWrite,
    send: () => Promise<T>,
    local: () => T,
  ): Promise<T> {
    if (!writes.mustWait()) {
      try {
        return await send();
      } catch (error) {
        if (!noAnswer(error)) throw error;
      }
    }
    await writes.enqueue(write);
    return local();
  }

  return {
    ...base,
    getList: async <R extends RaRecord>(
      resource: string,
      params: GetListParams,
    ): Promise<GetListResult<R>> => {
      try {
        return await base.getList<R>(resource, params);
      } catch (error) {
        const kept = noAnswer(error) ? writes.keptPage?.(resource, params) : undefined;
        if (!kept) throw error;
        return kept as GetListResult<R>;
      }
    },
    create: <R extends RaRecord>(
      resource: string,
      params: CreateParams,
    ): Promise<CreateResult<R>> => {
      const move = MOVE_PATH.exec(resource)?.groups;
      if (move && optedIn(move.resource!)) {
        const data = params.data as IrTransitionBody;
        return sendOrWait<CreateResult<R>>(
          { kind: 'move', resource: move.resource!, recordId: move.id!, data },
          () => base.create<R>(resource, params),
          // The record's new status, at the version the move was made on until the API applies it.
          () => ({ data: { id: move.id, status: data.to, version: data.version } as unknown as R }),
        );
      }
      if (!optedIn(resource)) return base.create(resource, params);
      const data = { ...params.data, id: params.data.id ?? crypto.randomUUID() } as ApiRecord;
      return sendOrWait<CreateResult<R>>(
        { kind: 'create', resource, recordId: data.id, data },
        () => base.create<R>(resource, { ...params, data }),
        // The screen's record type is the caller's choice; the API's record is what it gets.
        () => ({ data: writes.queuedCreate(resource, data) as unknown as R }),
      );
    },
    update: <R extends RaRecord>(
      resource: string,
      params: UpdateParams,
    ): Promise<UpdateResult<R>> => {
      if (!optedIn(resource)) return base.update(resource, params);
      const id = String(params.id);
      const data = { ...params.data, id } as ApiRecord;
      return sendOrWait<UpdateResult<R>>(
        { kind: 'update', resource, recordId: id, data },
        () => base.update<R>(resource, params),
        () => ({ data: { ...params.previousData, ...data } as unknown as R }),
      );
    },
    /** A file for a record: answers its id at once; the bytes wait in IndexedDB while offline. */
    uploadFile: async (file: Blob, name: string) => {
      const write: QueuedWrite = { kind: 'upload', recordId: crypto.randomUUID(), file, name };
      await sendOrWait(
        write,
        () => writes.sendNow(write),
        () => null,
      );
      return { id: write.recordId };
    },
  } satisfies DataProvider;
}
