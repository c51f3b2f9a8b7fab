import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, readBackendConfig } from './config.ts';

describe('readBackendConfig', () => {
  it('listens on loopback port 54321 with an embedded database by default', () => {
    const config = readBackendConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 54321, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/supabase\/\.local-db$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readBackendConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).databaseUrl).toBe('postgres://u:p@localhost/db');
  });

  it('refuses to listen beyond loopback with the well-known development keys', () => {
    expect(() => readBackendConfig({ LOCAL_BACKEND_HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(readBackendConfig({ LOCAL_BACKEND_HOST: '0.0.0.0', LOCAL_JWT_SECRET: 'x'.repeat(40) }).host).toBe('0.0.0.0');
  });

  it('rejects a port that is not a number and a short secret', () => {
    expect(() => readBackendConfig({ LOCAL_BACKEND_PORT: 'abc' })).toThrow(/LOCAL_BACKEND_PORT/);
    expect(() => readBackendConfig({ LOCAL_JWT_SECRET: 'short' })).toThrow(/32 characters/);
  });
});

describe('isLoopback', () => {
  it('knows this machine by name and by address, also as a dual-stack socket names an IPv4 peer', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect({ host, loopback: isLoopback(host) }).toEqual({ host, loopback: true });
    for (const host of ['0.0.0.0', '198.51.100.7', '::ffff:198.51.100.7', '::', '128.0.0.1', 'localhost.evil.example']) {
      expect({ host, loopback: isLoopback(host) }).toEqual({ host, loopback: false });
    }
  });
});
