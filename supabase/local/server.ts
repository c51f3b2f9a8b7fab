import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONNECTING_IP_HEADER } from '../functions/_shared/infra/client-address.ts';
import type { EnvReader } from '../functions/_shared/infra/env.ts';
import type { Handler } from '../functions/_shared/infra/http.ts';
import { outboxDispatcherFromEnv } from '../functions/_shared/infra/outbox/dispatcher.ts';
import { createAuthService } from './auth/index.ts';
import type { ServiceContext, ServiceHandler } from './context.ts';
import type { Database } from './db/drivers.ts';
import { readFunctionSettings, type FunctionSettings } from './function-settings.ts';
import { beaconFunctions, functionFactories } from './functions.ts';
import { checkFunctionJwt, createGateway } from './gateway.ts';
import { createFunctionsService } from './functions-service.ts';
import { createProjectKeys, type ProjectKeys } from './keys.ts';
import { createMailboxService } from './mailbox/service.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { startRepeatingTask, type RepeatingTask } from './repeating-task.ts';
import { webhookDispatcherFromEnv } from '../functions/_shared/handlers/dispatch-webhooks.ts';
import { createRestService, type RestQuery } from './rest/index.ts';

/** Supabase accepts request bodies up to a few MB; anything bigger is refused before parsing. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface LocalBackendOptions {
  db: Database;
  /** What the API keys come from: the CLI's well-known pair with the development secret, else keys of its own (keys.ts). */
  jwtSecret: string;
  /** Where today's session signing key is kept between runs (beside the database); unset, one per process. */
  signingKeyFile?: string;
  /** Per-function settings (verify_jwt); supabase/config.toml's unless given. */
  functionSettings?: FunctionSettings;
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** Secrets for the functions beyond the platform's own (SUPABASE_URL and the keys). */
  functionSecrets?: EnvReader;
  functions?: Record<string, (env: EnvReader) => Handler>;
  now?: () => Date;
  /**
   * Runs the outbox dispatcher every `intervalMs` (2 s by default), as Supabase Cron does every minute
   * in production. Off unless asked for: `npm run backend` turns it on, tests opt in.
   */
  outboxWorker?: { intervalMs?: number; log?: (line: string) => void };
  /**
   * Tests only: a request header whose value stands for the connecting client's address. Every test
   * request comes from 127.0.0.1, so a test that plays many visitors, or one visitor forging headers,
   * names the visitor here. Removed before anything else sees the request; `npm run backend` never sets it.
   */
  testClientAddressHeader?: string;
  /** Benches only: told of every SQL statement /rest/v1 runs, with its caller and duration (rest/index.ts). */
  onRestQuery?: (query: RestQuery) => void;
}

export interface RunningBackend {
  url: string;
  /** The browser's key, `sb_publishable_…`. */
  publishableKey: string;
  /** The server's key, `sb_secret_…`. */
  secretKey: string;
  /** The variables the Edge Runtime gives every function (SUPABASE_URL and the keys). */
  platformEnv: Record<string, string>;
  /** Signs and verifies sessions as this backend's Auth does (tests mint access tokens with it). */
  keys: ProjectKeys;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Content-Profile, Range-Unit, X-Total-Count, Link, Retry-After, X-Supabase-Api-Version',
  'Access-Control-Max-Age': '86400',
};

/** /auth/v1 and /rest/v1 get the gateway's CORS answer; functions give their own, as on Supabase. */
function withGatewayCors(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  headers.set(
    'Access-Control-Allow-Headers',
    request.headers.get('access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version',
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Where Supabase Auth publishes the signing keys' public halves (the second is the path its docs also give). */
const JWKS_PATHS: ReadonlySet<string> = new Set(['/auth/v1/.well-known/jwks.json', '/auth/v1/jwks']);

function routeNotFound(): Response {
  return Response.json({ message: 'no Route matched with those values' }, { status: 404 });
}

/**
 * What a function's Deno.env holds here: the platform's variables as Supabase sets them, the local
 * mailbox's address (which only the local backend sets, so mail goes there unless RESEND_API_KEY is
 * given), then the developer's secrets.
 */
export function functionEnvFor(keys: ProjectKeys, functionSecrets: EnvReader | undefined, publicUrl: string): EnvReader {
  const platformEnv: Record<string, string> = {
    ...keys.platformEnv(publicUrl),
    LOCAL_MAILBOX_URL: `${publicUrl}/mailbox/messages`,
  };
  // The platform's own variables cannot be overridden by a secret, as `supabase secrets set` refuses SUPABASE_*.
  return (name) => (Object.hasOwn(platformEnv, name) ? platformEnv[name] : name.startsWith('SUPABASE_') ? undefined : functionSecrets?.(name));
}

/**
 * What hosted Supabase's edge (Cloudflare, in front of every project) does to a request before a function
 * sees it: CF-Connecting-IP names the connecting client, whatever the client sent in its place, and the
 * client's address is appended to the X-Forwarded-For it sent. Functions read the client from these
 * (functions/_shared/infra/client-address.ts), so tests meet a forged header as production does.
 */
export function forwardedByTheEdge(request: Request, clientAddress: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CONNECTING_IP_HEADER, clientAddress);
  const sent = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', sent ? `${sent}, ${clientAddress}` : clientAddress);
  return new Request(request, { headers });
}

export function createBackendHandler(options: LocalBackendOptions & { publicUrl: string; keys: ProjectKeys }) {
  const { db, keys, publicUrl } = options;
  const mailbox = createMailboxService({ keys });
  const gateway = createGateway(keys);
  const functionSettings = options.functionSettings ?? readFunctionSettings();
  const factories = options.functions ?? functionFactories;
  const functions = createFunctionsService({
    factories,
    env: functionEnvFor(keys, options.functionSecrets, publicUrl),
  });
  const services: Record<string, { handler: ServiceHandler; gatewayCors: boolean }> = {
    auth: { handler: createAuthService(), gatewayCors: true },
    rest: { handler: createRestService(options.onRestQuery ? { onQuery: options.onRestQuery } : {}), gatewayCors: true },
    functions: { handler: functions, gatewayCors: false },
  };

  const now = options.now ?? (() => new Date());
  const contextFor = (path: string, clientIp: string): ServiceContext => ({ db, keys, publicUrl, path, clientIp, now });

  return async (request: Request, clientIp: string): Promise<Response> => {
    const url = new URL(request.url);
    // The beacons and the consent record at /api/<name> (beaconFunctions), which the production host
    // rewrites to /functions/v1/<name>. This server is the edge here, so it names the client as
    // Supabase's edge does.
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const apiName = /^\/api\/([^/]+)$/.exec(url.pathname)?.[1];
      if (apiName === undefined || !beaconFunctions.has(apiName)) return routeNotFound();
      return functions(forwardedByTheEdge(request, clientIp), contextFor(`/${apiName}`, clientIp));
    }
    const [, serviceName, path] = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(url.pathname) ?? [];
    if (url.pathname === '/' && request.method === 'GET') {
      return Response.json({
        name: 'local Supabase stand-in',
        auth: `${publicUrl}/auth/v1`,
        rest: `${publicUrl}/rest/v1`,
        functions: `${publicUrl}/functions/v1`,
        mailbox: `${publicUrl}/mailbox`,
      });
    }
    // A development mail catcher, not a Supabase service: outside the gateway; it checks keys itself.
    if (url.pathname === '/mailbox' || url.pathname.startsWith('/mailbox/')) return mailbox.handle(request, url, clientIp);
    // The public half of the session signing keys is public: anyone may verify a session with it.
    if (JWKS_PATHS.has(url.pathname) && request.method === 'GET') return withGatewayCors(request, Response.json(keys.sessions.jwks));
    const service = serviceName ? services[serviceName] : undefined;
    if (!service) return routeNotFound();
    const context = contextFor(path ?? '/', clientIp);
    // Browsers send CORS preflights without a key: the gateway answers them for auth and rest,
    // and lets functions answer their own, as on Supabase. Everything else needs a valid key first.
    if (request.method === 'OPTIONS') {
      return service.gatewayCors ? withGatewayCors(request, new Response(null, { status: 204 })) : service.handler(forwardedByTheEdge(request, clientIp), context);
    }
    const nowSeconds = Math.floor(now().getTime() / 1000);
    // Functions are not behind the API-key check: each checks its caller itself, and the Edge Runtime asks
    // for a JWT only where config.toml leaves verify_jwt on.
    if (serviceName === 'functions') {
      const name = context.path.split('/')[1] ?? '';
      // A function that is not deployed is a 404 whatever the headers; the JWT check guards deployed ones.
      const guarded = Object.hasOwn(factories, name) && functionSettings.verifyJwt(name);
      const refused = guarded ? await checkFunctionJwt(request, keys, nowSeconds) : null;
      return refused ?? service.handler(forwardedByTheEdge(request, clientIp), context);
    }
    const admission = await gateway(request, nowSeconds);
    const response = admission.ok ? await service.handler(admission.request, context) : admission.response;
    return service.gatewayCors ? withGatewayCors(request, response) : response;
  };
}

class BodyTooLargeError extends Error {}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toWebRequest(incoming: IncomingMessage, baseUrl: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
  return new Request(new URL(incoming.url ?? '/', baseUrl), { method, headers, body: body ? new Uint8Array(body) : null });
}

/** The connecting client's address: the socket's peer, or in tests the address the test header names (then removed). */
function clientAddressOf(request: Request, peer: string, testHeader: string | undefined): string {
  const named = testHeader ? request.headers.get(testHeader)?.trim() : undefined;
  if (testHeader) request.headers.delete(testHeader);
  return named || peer;
}

async function writeWebResponse(response: Response, outgoing: ServerResponse, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, response.statusText, headers);
  if (method === 'HEAD' || !response.body) {
    outgoing.end();
    return;
  }
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** Starts the HTTP server; the URL it reports is what tokens name as issuer and functions get as SUPABASE_URL. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<RunningBackend> {
  const host = options.host ?? '127.0.0.1';
  const keys = await createProjectKeys({
    jwtSecret: options.jwtSecret,
    ...(options.signingKeyFile ? { signingKeyFile: options.signingKeyFile } : {}),
  });
  // The handler needs the URL, known only once the server listens (port 0 picks one).
  const ready: { handle?: ReturnType<typeof createBackendHandler>; baseUrl: string } = { baseUrl: '' };
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      let response: Response;
      try {
        if (!ready.handle) throw new Error('request before the backend was ready');
        const request = await toWebRequest(incoming, ready.baseUrl);
        response = await ready.handle(request, clientAddressOf(request, incoming.socket.remoteAddress ?? '', options.testClientAddressHeader));
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          response = Response.json({ message: 'Request Entity Too Large' }, { status: 413 });
        } else {
          // A bug: say so without details (never a stack trace to the client), log it for the developer.
          console.error('local backend:', error);
          response = Response.json({ message: 'Internal Server Error' }, { status: 500 });
        }
      }
      await writeWebResponse(response, outgoing, incoming.method ?? 'GET').catch(() => outgoing.destroy());
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  ready.baseUrl = baseUrl;
  ready.handle = createBackendHandler({ ...options, publicUrl: baseUrl, keys });
  let worker: OutboxWorker | undefined;
  let webhooks: RepeatingTask<unknown> | undefined;
  if (options.outboxWorker) {
    const env = functionEnvFor(keys, options.functionSecrets, baseUrl);
    const intervalMs = options.outboxWorker.intervalMs ?? 2000;
    worker = startOutboxWorker({
      dispatcher: outboxDispatcherFromEnv(env),
      intervalMs,
      mailboxUrl: `${baseUrl}/mailbox`,
      ...(options.outboxWorker.log ? { log: options.outboxWorker.log } : {}),
    });
    // The webhooks' Cron job, on the same beat: an endpoint added in the dashboard gets its events locally too.
    const dispatcher = webhookDispatcherFromEnv(env);
    webhooks = startRepeatingTask(() => dispatcher.dispatch().catch((error: unknown) => console.error(`webhooks: ${String(error)}`)), intervalMs, null);
  }
  return {
    url: baseUrl,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    platformEnv: keys.platformEnv(baseUrl),
    keys,
    close: async () => {
      // The worker talks to this server: it finishes its run before the server stops answering.
      await Promise.all([worker?.stop(), webhooks?.stop()]);
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
