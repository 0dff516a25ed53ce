import { useDataProvider } from 'react-admin';
import { uploadFile } from '../../../client/data/files/uploadFile';

type OfflineUpload = (file: Blob, name: string) => Promise<{ id: string }>;

/**
 * How an IR's photos and signatures are uploaded: through the offline layer's `uploadFile` where the
 * browser has it (a collector's phone: the photo waits in IndexedDB without a network,
 * docs/offline.md#opting-in), else straight to `POST /api/files`.
 * @example const upload = useIrFileUpload(); const { id } = await upload(photo);
 */
export function useIrFileUpload(): (file: File) => Promise<{ id: string }> {
  const offline = (useDataProvider() as { uploadFile?: OfflineUpload }).uploadFile;
  return (file) => (offline ? offline(file, file.name) : uploadFile(file, () => undefined));
}
