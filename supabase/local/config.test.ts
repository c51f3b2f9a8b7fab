import { describe, expect, it } from 'vitest';
import { ConfigError, readBackendConfig } from './config.ts';

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
