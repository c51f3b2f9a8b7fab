import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { EnvReader } from '../../supabase/functions/_shared/infra/env.ts';
import type { Handler } from '../../supabase/functions/_shared/infra/http.ts';
import type { Database } from '../../supabase/local/db/drivers.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { readFunctionSettings, type FunctionSettings } from '../../supabase/local/function-settings.ts';
import { functionFactories } from '../../supabase/local/functions.ts';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { DEVELOPMENT_JWT_SECRET } from '../../supabase/local/keys.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { openTestDatabase } from './migrated-template.ts';

/**
 * The header a test request carries to say which visitor it comes from (the local backend takes it as the
 * connecting client's address, as Supabase's edge takes the TCP peer's); without it, 127.0.0.1.
 */
export const TEST_CLIENT_ADDRESS_HEADER = 'x-test-client-address';

/**
 * The `Column`s of a generated row (`Tables<'…'>`) as `db.query` reads them: the driver parses the
 * `Timestamp` columns (timestamptz) into Date, where supabase-js and the generated types give ISO strings.
 */
export type QueriedRow<Row, Column extends keyof Row, Timestamp extends Column = never> = {
  [K in Column]: K extends Timestamp ? Date | Extract<Row[K], null> : Row[K];
};

export interface TestBackend {
  url: string;
  /** The browser's key, sb_publishable_…. */
  publishableKey: string;
  /** The server's key, sb_secret_…. */
  secretKey: string;
  /** The platform's variables for a function (SUPABASE_URL and the keys, as the Edge Runtime names them). */
  platformEnv: Record<string, string>;
  db: Database;
  /** The real supabase-js client with the publishable key, as the site creates it (no storage between tests). */
  anonClient(): SupabaseClient;
  serviceClient(): SupabaseClient;
  /** A client that sends `accessToken` as its bearer, for tests that skip signing in. */
  clientWithToken(accessToken: string): SupabaseClient;
  /** A JWT with these claims, signed as this backend's Auth signs sessions (forged tokens use another key). */
  signToken(claims: JwtClaims): Promise<string>;
  /** Inserts a confirmed user straight into auth.users (bcrypt password via pgcrypto); returns its id. */
  insertUser(email: string, options?: { password?: string; admin?: boolean }): Promise<string>;
  /**
   * Opens a session for this user in auth.sessions, as a sign-in does, and returns its id: what an access
   * token's session_id names (the policies count a role only while that row exists).
   */
  openSession(userId: string, options?: { aal?: 'aal1' | 'aal2' }): Promise<string>;
  /**
   * An access token as Supabase Auth would issue it for this user, in a session of its own (openSession) without
   * signing in; `aal: 'aal2'` stands for a session verified with a second factor (default 'aal1', a password only).
   */
  accessTokenFor(userId: string, email?: string, options?: { aal?: 'aal1' | 'aal2' }): Promise<string>;
  stop(): Promise<void>;
}

export interface TestBackendOptions {
  seed?: boolean;
  now?: () => Date;
  functions?: Record<string, (env: EnvReader) => Handler>;
  functionSecrets?: EnvReader;
  functionSettings?: FunctionSettings;
}

/**
 * config.toml's settings, and for the stand-ins a test adds (a lead function wired to a failing provider,
 * say) those of the deployed functions they stand in for: verify_jwt off.
 */
function testFunctionSettings(functions: TestBackendOptions['functions']): FunctionSettings {
  const deployed = readFunctionSettings();
  const standIns = new Set(Object.keys(functions ?? {}).filter((name) => !Object.hasOwn(functionFactories, name)));
  return { verifyJwt: (name) => !standIns.has(name) && deployed.verifyJwt(name) };
}

/**
 * Starts the local backend on a free port over a database of its own (PGlite in memory, or a scratch
 * database on DATABASE_URL's server), migrated as production is. Call stop() in afterAll.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const seed = options.seed ?? false;
  // A seeded database must be seeded as new: only an unseeded one starts from the run's migrated copy.
  const db = await openTestDatabase({ migrated: !seed });
  await prepareDatabase(db, { seed });
  const backend = await startLocalBackend({
    db,
    jwtSecret: DEVELOPMENT_JWT_SECRET,
    port: 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.functions ? { functions: options.functions } : {}),
    ...(options.functionSecrets ? { functionSecrets: options.functionSecrets } : {}),
    functionSettings: options.functionSettings ?? testFunctionSettings(options.functions),
    testClientAddressHeader: TEST_CLIENT_ADDRESS_HEADER,
  });
  const makeClient = (key: string, accessToken?: string) =>
    createClient(backend.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
    });

  const openSession = async (userId: string, { aal = 'aal1' }: { aal?: 'aal1' | 'aal2' } = {}) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1::uuid, $2) returning id::text as id`,
      [userId, aal],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error(`could not open a session for ${userId}`);
    return id;
  };

  return {
    url: backend.url,
    publishableKey: backend.publishableKey,
    secretKey: backend.secretKey,
    platformEnv: backend.platformEnv,
    db,
    anonClient: () => makeClient(backend.publishableKey),
    serviceClient: () => makeClient(backend.secretKey),
    clientWithToken: (accessToken) => makeClient(backend.publishableKey, accessToken),
    signToken: (claims) => backend.keys.sessions.sign(claims),
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
    openSession,
    accessTokenFor: async (userId, email, { aal = 'aal1' } = {}) => {
      const sessionId = await openSession(userId, { aal });
      const now = Math.floor(Date.now() / 1000);
      return backend.keys.sessions.sign({
        aud: 'authenticated',
        exp: now + 3600,
        iat: now,
        iss: `${backend.url}/auth/v1`,
        sub: userId,
        email: email ?? '',
        role: 'authenticated',
        aal,
        session_id: sessionId,
        is_anonymous: false,
      });
    },
    stop: async () => {
      await backend.close();
      await db.close();
    },
  };
}
