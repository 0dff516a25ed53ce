import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DocumentBody } from '../definition';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { useFileUpload } from '../../../client/data/files/useFileUpload';

export interface QueuedUpload {
  file: File;
  /** 0 to 1 while the bytes go up. */
  progress: number;
  state: 'waiting' | 'uploading' | 'saved' | 'failed';
  error?: string;
}

/** What every document of one upload shares: its kind and links. */
export type SharedDetails = Pick<DocumentBody, 'kind' | 'clientId' | 'orderId' | 'irId'>;

const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || file.name;

/**
 * docs/documents.md "Screens": several files at once, each uploaded with its progress and then
 * saved as a document; a failure stays on its own file. A 401 refreshes the session once, as
 * every other call does (docs/sessions.md).
 * @example const uploads = useDocumentUploads(); uploads.add(files); await uploads.start(details);
 */
export function useDocumentUploads() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const uploadWithRefresh = useFileUpload();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const update = (file: File, change: Partial<QueuedUpload>) =>
    setQueue((items) => items.map((item) => (item.file === file ? { ...item, ...change } : item)));

  const add = (files: readonly File[]) =>
    setQueue((items) => [
      ...items.filter((item) => item.state !== 'saved'),
      ...files.map((file) => ({ file, progress: 0, state: 'waiting' as const })),
    ]);

  const send = (file: File) =>
    uploadWithRefresh(file, (done: number) => update(file, { progress: done }));

  const upload = async (file: File, details: SharedDetails) => {
    update(file, { state: 'uploading', error: undefined });
    try {
      const stored = await send(file);
      await dataProvider.create('documents', {
        data: { ...details, title: titleOf(file), fileId: stored.id },
      });
      update(file, { state: 'saved' });
      return true;
    } catch (error) {
      update(file, { state: 'failed', error: uploadErrorText(translate, error) });
      return false;
    }
  };

  const pending = queue.filter((item) => item.state !== 'saved');

  /** Uploads every file not saved yet; answers how many were saved and how many failed. */
  const start = async (details: SharedDetails) => {
    const results = await Promise.all(pending.map((item) => upload(item.file, details)));
    const saved = results.filter(Boolean).length;
    return { saved, failed: results.length - saved };
  };

  return { queue, add, start, hasPending: pending.length > 0 };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
