import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { localFileStorage } from './localFileStorage';

/**
 * docs/files.md "Storage": the S3-compatible store when S3_BUCKET is set, else DATA_DIR/files.
 * The AWS SDK loads only then: a local install does not pay its start-up time and memory.
 * @example const storage = await openFileStorage(config);
 */
export async function openFileStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.S3_BUCKET) return localFileStorage(filesDirIn(config.DATA_DIR));
  const { s3FileStorage } = await import('./s3FileStorage');
  return s3FileStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

/** Where files live without S3_BUCKET (docs/files.md "Storage"). */
export const filesDirIn = (dataDir: string) => join(dataDir, 'files');
