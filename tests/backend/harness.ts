import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { EnvReader } from '../../supabase/functions/_shared/env.ts';
import type { Handler } from '../../supabase/functions/_shared/http.ts';
import type { Database } from '../../supabase/local/db/database.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { openScratchDatabase } from '../../supabase/local/db/open.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { DEVELOPMENT_JWT_SECRET } from '../../supabase/local/keys.ts';
import { platformFromEnv } from '../../supabase/local/platform.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Database;
  /** The real supabase-js client with the anon key, as the site creates it (no storage between tests). */
  anonClient(): SupabaseClient;
  serviceClient(): SupabaseClient;
  /** A client that sends `accessToken` as its bearer, for tests that skip signing in. */
  clientWithToken(accessToken: string): SupabaseClient;
  /** Inserts a confirmed user straight into auth.users (bcrypt password via pgcrypto); returns its id. */
  insertUser(email: string, options?: { password?: string; admin?: boolean }): Promise<string>;
  /**
   * An access token as Supabase Auth would issue it for this user, without a session row; `aal: 'aal2'`
   * stands for a session verified with a second factor (default 'aal1', a password only).
   */
  accessTokenFor(userId: string, email?: string, options?: { aal?: 'aal1' | 'aal2' }): string;
  stop(): Promise<void>;
}

export interface TestBackendOptions {
  seed?: boolean;
  now?: () => Date;
  functions?: Record<string, (env: EnvReader) => Handler>;
  functionSecrets?: EnvReader;
}

/**
 * Starts the local backend on a free port over a database of its own (PGlite in memory, or a scratch
 * database on DATABASE_URL's server), migrated as production is. Call stop() in afterAll.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const db = await openScratchDatabase(process.env.DATABASE_URL);
  await prepareDatabase(db, { seed: options.seed ?? false, platform: platformFromEnv() });
  const jwtSecret = DEVELOPMENT_JWT_SECRET;
  const backend = await startLocalBackend({
    db,
    jwtSecret,
    port: 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.functions ? { functions: options.functions } : {}),
    ...(options.functionSecrets ? { functionSecrets: options.functionSecrets } : {}),
  });
  const makeClient = (key: string, accessToken?: string) =>
    createClient(backend.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
    });

  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    jwtSecret,
    db,
    anonClient: () => makeClient(backend.anonKey),
    serviceClient: () => makeClient(backend.serviceRoleKey),
    clientWithToken: (accessToken) => makeClient(backend.anonKey, accessToken),
    insertUser: async (email, { password, admin = false } = {}) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
         values ($1, case when $2::text is null then null else extensions.crypt($2, extensions.gen_salt('bf', 4)) end, now(),
                 '{"provider":"email","providers":["email"]}')
         returning id`,
        [email.toLowerCase(), password ?? null],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error(`could not insert ${email}`);
      if (admin) await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id]);
      return id;
    },
    accessTokenFor: (userId, email, { aal = 'aal1' } = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return signJwt(
        { aud: 'authenticated', exp: now + 3600, iat: now, iss: `${backend.url}/auth/v1`, sub: userId, email: email ?? '', role: 'authenticated', aal, is_anonymous: false },
        jwtSecret,
      );
    },
    stop: async () => {
      await backend.close();
      await db.close();
    },
  };
}
