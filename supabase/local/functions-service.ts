import { EnvError, type EnvReader } from '../functions/_shared/infra/env.ts';
import type { Handler } from '../functions/_shared/infra/http.ts';
import type { ServiceContext } from './context.ts';

export interface FunctionsServiceOptions {
  factories: Record<string, (env: EnvReader) => Handler>;
  /** SUPABASE_URL, the keys, and each function's secrets, as `supabase secrets set` would provide. */
  env: EnvReader;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

function notFound(): Response {
  return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
}

/**
 * /functions/v1/<name>. Handlers are built once, on first use, like a cold start. The server's gateway
 * has checked the key already, except on CORS preflights, which each function answers itself.
 */
export function createFunctionsService({ factories, env }: FunctionsServiceOptions) {
  const handlers = new Map<string, Handler>();

  function handlerFor(name: string): Handler | null {
    const existing = handlers.get(name);
    if (existing) return existing;
    const factory = Object.hasOwn(factories, name) ? factories[name] : undefined;
    if (!factory) return null;
    const handler = factory(env);
    handlers.set(name, handler);
    return handler;
  }

  return async (request: Request, context: ServiceContext): Promise<Response> => {
    const name = context.path.split('/')[1] ?? '';
    if (!NAME.test(name)) return notFound();
    let handler: Handler | null;
    try {
      handler = handlerFor(name);
    } catch (error) {
      if (error instanceof EnvError) {
        console.error(`functions/${name}: ${error.message}`);
        return Response.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, { status: 503 });
      }
      throw error;
    }
    if (!handler) return notFound();
    return handler(request);
  };
}
