import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createImageStorage } from './create-storage';

const dataDir = () => mkdtempSync(join(tmpdir(), 'potluck-storage-'));
const S3_ENV = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 configuration', () => {
  it('without S3_* the images stay in POTLUCK_DATA_DIR/images', async () => {
    const config = loadConfig({ POTLUCK_DATA_DIR: dataDir() });
    expect(config.s3).toBeUndefined();
    const storage = createImageStorage(config);
    await storage.put('recipes/local.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.exists('recipes/local.jpg')).toBe(true);
  });

  it('reads every S3_* variable; the region defaults to us-east-1 and path style to off', () => {
    expect(loadConfig({ POTLUCK_DATA_DIR: dataDir(), ...S3_ENV }).s3).toEqual({
      endpoint: undefined,
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const full = loadConfig({
      POTLUCK_DATA_DIR: dataDir(),
      ...S3_ENV,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(full.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3', forcePathStyle: true });
  });

  it('a half-configured bucket or a bad endpoint stops the start with a readable message', () => {
    expect(() => loadConfig({ POTLUCK_DATA_DIR: dataDir(), S3_BUCKET: 'photos' })).toThrow(
      /S3_BUCKET: Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => loadConfig({ POTLUCK_DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ POTLUCK_DATA_DIR: dataDir(), ...S3_ENV, S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });
});
