import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ImageStorage, assertKey, isKey } from './image-storage';

/** S3_* settings (config.ts); the endpoint is optional for AWS itself, required for MinIO, R2, Ceph and the like. */
export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body to carry a code) only 404. */
export function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

/**
 * The SDK client for S3_* settings. A bucket-level request in path style (a listing) goes to "/bucket", as the
 * SDK's previous major sent it and as S3, MinIO and the test server all accept; this SDK would sign "/bucket/",
 * which some S3-compatible servers (the test server among them) refuse.
 */
export function createS3Client(config: S3Config): S3Client {
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Many S3-compatible servers reject the SDK's default CRC32 trailers; send checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${config.bucket}/`) request.path = `/${config.bucket}`;
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );
  return client;
}

/**
 * Objects in one bucket under the same "folder/file" keys as the local folder. The bucket stays private: the
 * serve route streams objects through the server, so authorization stays in one place (decision 004).
 */
export function createS3Storage(
  config: S3Config,
  client?: S3Client,
  options: { listPageSize?: number } = {},
): ImageStorage {
  const s3 = client ?? createS3Client(config);
  const Bucket = config.bucket;

  async function open(key: string) {
    try {
      return await s3.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    async put(key, data, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          // Names are never reused, so the bytes behind a key never change.
          CacheControl: 'max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const object = await open(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async stream(key) {
      const object = await open(key);
      if (!object?.Body) return null;
      // In Node the SDK's body is an http.IncomingMessage (a Readable); the size comes from Content-Length.
      const body =
        object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never);
      return { size: Number(object.ContentLength ?? 0), body };
    },
    async delete(key) {
      // S3 answers 204 for a missing key too, which is what the interface asks.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async *list() {
      // Pages of up to 1,000 keys; the bucket may hold other things, so only the server's own keys count.
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: options.listPageSize ?? 1000 }),
        );
        for (const object of page.Contents ?? []) if (object.Key && isKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
