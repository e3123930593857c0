import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStorage } from './backup-storage';
import { assertKey, isKey } from './image-storage';
import { createS3BackupStorage } from './s3-backup-storage';
import { createS3Storage } from './s3-storage';
import { type TestS3, startTestS3 } from './s3-test-server';

const NAME = 'potluck-20260102-030405Z-manual.jsonl.gz';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
let s3: TestS3;
let sent: string[];
let storage: BackupStorage;

beforeAll(async () => {
  s3 = await startTestS3();
  const client = s3.client();
  // Which calls reach the bucket: the upload must go up in parts, not as one buffered object.
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  storage = createS3BackupStorage(s3.config, client, { partBytes: 64 * 1024 });
});
afterAll(() => s3.close());

async function write(name: string, chunks: Buffer[]) {
  const upload = await storage.begin(name);
  for (const chunk of chunks) {
    if (!upload.stream.write(chunk)) await new Promise((r) => upload.stream.once('drain', r));
  }
  await new Promise<void>((resolve, reject) => {
    upload.stream.once('error', reject);
    upload.stream.end(resolve);
  });
  return upload;
}

describe('backup files in the bucket under backups/', () => {
  it('are written by multipart upload, part by part, listed with their size and streamed back whole', async () => {
    sent = [];
    const chunks = Array.from({ length: 20 }, () => randomBytes(16 * 1024 + 7));
    const data = Buffer.concat(chunks);
    const upload = await write(NAME, chunks);
    expect(upload.handle).toBeTruthy();
    expect(await upload.commit()).toBe(data.length);
    // A part goes up once 64 KiB are pending: every four chunks.
    expect(sent.filter((c) => c === 'UploadPartCommand').length).toBe(5);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect(sent).not.toContain('PutObjectCommand');

    const listed: Array<{ name: string; size: number }> = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([{ name: NAME, size: data.length }]);
    const opened = await storage.open(NAME);
    expect(opened?.size).toBe(data.length);
    expect(sha256(await buffer(opened!.body))).toBe(sha256(data));

    await storage.delete(NAME);
    expect(await storage.open(NAME)).toBeNull();
  });

  it('an aborted write leaves no file and gives its parts up', async () => {
    sent = [];
    const name = 'potluck-20260102-030405Z-scheduled.jsonl.gz';
    const upload = await storage.begin(name);
    upload.stream.write(randomBytes(100 * 1024));
    // The test server does not implement AbortMultipartUpload; the call is what counts here.
    await upload.abort().catch(() => {});
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(await storage.open(name)).toBeNull();
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([]);
  });

  it('backup keys are no image keys: images never list, read or copy them', async () => {
    await write(NAME, [Buffer.from('backup bytes')]);
    const images = createS3Storage(s3.config, s3.client());
    await images.put('recipes/one.jpg', Buffer.from('image'), 'image/jpeg');
    const keys: string[] = [];
    for await (const key of images.list()) keys.push(key);
    expect(keys).toEqual(['recipes/one.jpg']);
    expect(isKey(`backups/${NAME}`)).toBe(false);
    expect(() => assertKey(`backups/${NAME}`)).toThrow(/Invalid storage key/);
    await expect(storage.open('../recipes/one.jpg')).rejects.toThrow(/Invalid backup name/);
  });
});
