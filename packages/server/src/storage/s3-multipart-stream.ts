import { Writable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  type CompletedPart,
  CreateMultipartUploadCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/** S3 takes parts of 5 MiB at least (but the last); 8 MiB is what the SDK's own uploader sends. */
export const PART_BYTES = 8 * 1024 * 1024;

export interface MultipartStream {
  /** Bytes written go up part by part; its end completes the upload (then the object exists). */
  stream: Writable;
  uploadId: string;
  /** Bytes written so far. */
  size(): number;
  /** Stops the upload and drops its parts (after any part still being sent). */
  abort(): Promise<void>;
}

/**
 * One object written as a multipart upload: at most one part (partBytes) is held in memory at a time, and the
 * stream asks its writer to wait while a part is sent, so a backup of any size never sits in memory.
 */
export async function startMultipart(
  s3: S3Client,
  target: { Bucket: string; Key: string; ContentType: string },
  partBytes = PART_BYTES,
): Promise<MultipartStream> {
  const { Bucket, Key } = target;
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand(target));
  if (!UploadId) throw new Error(`The bucket gave no upload id for ${Key}`);
  const parts: CompletedPart[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let sending: Promise<unknown> = Promise.resolve();

  const sendPart = async () => {
    const Body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const PartNumber = parts.length + 1;
    const sent = s3.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }),
    );
    sending = sent.catch(() => {});
    const { ETag } = await sent;
    parts.push({ PartNumber, ETag });
  };

  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes < partBytes) return done();
      sendPart().then(() => done(), done);
    },
    final(done) {
      const finish = async () => {
        // An upload needs one part at least; the last may be smaller than partBytes (or empty).
        if (pendingBytes > 0 || parts.length === 0) await sendPart();
        await s3.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
      };
      finish().then(() => done(), done);
    },
  });

  return {
    stream,
    uploadId: UploadId,
    size: () => size,
    async abort() {
      stream.destroy();
      await sending;
      await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },
  };
}
