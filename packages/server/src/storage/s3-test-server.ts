import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { type S3Config, createS3Client } from './s3-storage';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// Tests run on Node 20 on purpose (ARCHITECTURE §2); the SDK's notice about its future Node 22 floor is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver is CommonJS without types; only these two calls are used. */
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface TestS3 {
  config: S3Config;
  /** A client for this server, as the app makes one (createS3Client: listings go to "/bucket", as s3rver signs them). */
  client(): S3Client;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process on 127.0.0.1 (a free port), objects in a temporary folder, one
 * bucket made at start. It checks request signatures, so wrong credentials fail as they would on S3.
 */
export async function startTestS3(bucket = 'potluck-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'potluck-s3-'));
  const accessKeyId = 'S3RVER';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey: accessKeyId,
    forcePathStyle: true,
  };
  return {
    config,
    client: () => createS3Client(config),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
