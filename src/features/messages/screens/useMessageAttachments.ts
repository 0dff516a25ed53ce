import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadErrorText } from '../../../client/data/files/uploadErrorText';
import { useFileUpload } from '../../../client/data/files/useFileUpload';

export interface Attachment {
  file: File;
  /** 0 to 1 while the bytes go up. */
  progress: number;
  /** Its id once uploaded (docs/files.md#uploading). */
  fileId?: string;
  /** Why it was not uploaded, in the screen's language. */
  error?: string;
}

/**
 * The files a message will carry, each uploaded as soon as it is picked, with its progress; one
 * that fails says why and stays out of the message. An upload no message takes is swept later
 * (docs/files.md#orphans).
 * @example const attachments = useMessageAttachments(); attachments.add(files); attachments.fileIds
 */
export function useMessageAttachments() {
  const translate = useTranslate();
  const upload = useFileUpload();
  const [items, setItems] = useState<Attachment[]>([]);
  const update = (file: File, change: Partial<Attachment>) =>
    setItems((all) => all.map((item) => (item.file === file ? { ...item, ...change } : item)));

  const add = (files: readonly File[]) => {
    setItems((all) => [...all, ...files.map((file) => ({ file, progress: 0 }))]);
    for (const file of files)
      upload(file, (done) => update(file, { progress: done }))
        .then((stored) => update(file, { fileId: stored.id, progress: 1 }))
        .catch((error: unknown) => update(file, { error: uploadErrorText(translate, error) }));
  };

  return {
    items,
    add,
    remove: (file: File) => setItems((all) => all.filter((item) => item.file !== file)),
    clear: () => setItems([]),
    /** Some file is still on its way. */
    uploading: items.some((item) => !item.fileId && !item.error),
    fileIds: items.flatMap((item) => (item.fileId ? [item.fileId] : [])),
  };
}

export type MessageAttachments = ReturnType<typeof useMessageAttachments>;
