import { join } from 'node:path';
import type { Config } from '../config';
import type { ImageStorage } from './image-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** The bucket when S3_* is set (several processes can share it), else the folder POTLUCK_DATA_DIR/images. */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'images'));
}
