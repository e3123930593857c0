import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { BACKUP_NAME } from '../backup/backup-format';
import { BACKUP_PREFIX, type BackupStorage, backupKey } from './backup-storage';
import { startMultipart } from './s3-multipart-stream';
import { type S3Config, createS3Client, isMissing } from './s3-storage';

/**
 * Backup files in the images' bucket under backups/, written by multipart upload (never whole in memory) and
 * streamed back from the bucket, so every server process on the bucket reaches every backup.
 */
export function createS3BackupStorage(
  config: S3Config,
  client?: S3Client,
  options: { partBytes?: number } = {},
): BackupStorage {
  const s3 = client ?? createS3Client(config);
  const Bucket = config.bucket;
  const deleteObject = (name: string) => s3.send(new DeleteObjectCommand({ Bucket, Key: backupKey(name) }));
  return {
    async begin(name) {
      const target = { Bucket, Key: backupKey(name), ContentType: 'application/gzip' };
      const upload = await startMultipart(s3, target, options.partBytes);
      return {
        stream: upload.stream,
        handle: upload.uploadId,
        // The stream's end completed the upload: the object is whole.
        commit: async () => upload.size(),
        async abort() {
          try {
            await upload.abort();
          } finally {
            // Gone too if the upload had completed before the failure.
            await deleteObject(name);
          }
        },
      };
    },
    async open(name) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: backupKey(name) }));
        if (!object.Body) return null;
        const body =
          object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never);
        return { size: Number(object.ContentLength ?? 0), body };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      await deleteObject(name);
    },
    async discard(name, handle) {
      if (handle) await s3.send(new AbortMultipartUploadCommand({ Bucket, Key: backupKey(name), UploadId: handle }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: BACKUP_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(BACKUP_PREFIX.length) ?? '';
          if (BACKUP_NAME.test(name)) yield { name, size: Number(object.Size ?? 0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
