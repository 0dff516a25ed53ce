import { FilePicker } from './FilePicker';
import { UploadQueue } from './UploadQueue';
import type { DocumentUploads } from './useDocumentUploads';

/**
 * docs/documents.md "Screens": the files of one upload, picked and then followed; the upload
 * screen and an IR's documents section share it.
 * @example const uploads = useDocumentUploads(); <DocumentFiles uploads={uploads} />
 */
export function DocumentFiles({ uploads }: { uploads: DocumentUploads }) {
  return (
    <>
      <FilePicker onFiles={uploads.add} />
      <UploadQueue queue={uploads.queue} />
    </>
  );
}
