import { join } from 'node:path';
import type { Config } from '../config';
import type { BackupStorage } from './backup-storage';
import type { ImageStorage } from './image-storage';
import { createLocalBackupStorage } from './local-backup-storage';
import { createLocalStorage } from './local-storage';
import { createS3BackupStorage } from './s3-backup-storage';
import { createS3Storage } from './s3-storage';

/** The bucket when S3_* is set (several processes can share it), else the folder POTLUCK_DATA_DIR/images. */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'images'));
}

/** Where the images go: the same bucket under backups/ when S3_* is set, else POTLUCK_DATA_DIR/backups. */
export function createBackupStorage(config: Pick<Config, 'dataDir' | 's3'>): BackupStorage {
  return config.s3 ? createS3BackupStorage(config.s3) : createLocalBackupStorage(join(config.dataDir, 'backups'));
}
