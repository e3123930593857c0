import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'potluck-fetch-config-'));

describe('POTLUCK_FETCH_ALLOW_HOSTS', () => {
  it('is empty by default: a fresh install reaches no private address', () => {
    expect(loadConfig({ POTLUCK_DATA_DIR: dataDir() }).fetch).toEqual({ allowHosts: [] });
  });

  it('reads a comma-separated list of addresses, ranges and host names', () => {
    const config = loadConfig({
      POTLUCK_DATA_DIR: dataDir(),
      POTLUCK_FETCH_ALLOW_HOSTS: ' 192.168.1.0/24, nas.lan ,*.home.arpa,',
    });
    expect(config.fetch?.allowHosts).toEqual(['192.168.1.0/24', 'nas.lan', '*.home.arpa']);
  });

  it('stops the start on an entry it cannot read', () => {
    expect(() => loadConfig({ POTLUCK_DATA_DIR: dataDir(), POTLUCK_FETCH_ALLOW_HOSTS: '10.0.0.0/40' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ POTLUCK_DATA_DIR: dataDir(), POTLUCK_FETCH_ALLOW_HOSTS: 'http://nas.lan/' })).toThrow(
      /POTLUCK_FETCH_ALLOW_HOSTS: Not an IP address/,
    );
  });
});
