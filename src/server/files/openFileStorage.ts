import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { localFileStorage } from './localFileStorage';
import { s3FileStorage } from './s3FileStorage';

/**
 * docs/files.md "Storage": the S3-compatible store when S3_BUCKET is set, else DATA_DIR/files.
 * @example const storage = openFileStorage(config);
 */
export function openFileStorage(config: AppConfig): FileStorage {
  if (!config.S3_BUCKET) return localFileStorage(join(config.DATA_DIR, 'files'));
  return s3FileStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
