import type { StoredFile } from '../../../shared/fileCalls';
import { usePortalServices } from '../../session/auth/PortalServicesContext';
import { uploadFile, UploadError } from './uploadFile';

/**
 * `uploadFile` as every other call is made: a 401 refreshes the session once and sends the file
 * again (docs/sessions.md#401-refresh).
 * @example const upload = useFileUpload(); const stored = await upload(file, setProgress);
 */
export function useFileUpload(): (
  file: File,
  onProgress: (done: number) => void,
) => Promise<StoredFile> {
  const { http } = usePortalServices();
  return async (file, onProgress) => {
    try {
      return await uploadFile(file, onProgress);
    } catch (error) {
      if (!(error instanceof UploadError) || error.status !== 401) throw error;
      if ((await http.refreshSession()) !== 'refreshed') throw error;
      return uploadFile(file, onProgress);
    }
  };
}
