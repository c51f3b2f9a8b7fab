/**
 * /mailbox: where the local backend's e-mails go (the mailbox transport posts here) and where a
 * developer or a journey test reads them. Reading is open to this machine, like a dev mail catcher on
 * loopback; from anywhere else it needs the server's secret key, since the messages hold visitors'
 * addresses and booking links, and the backend may be bound beyond loopback (BACKEND_HOST). Delivering
 * and clearing always need the secret key, as sending through a provider needs its API key.
 */
import { z } from 'zod';
import { isLoopback } from '../config.ts';
import { bearerToken } from '../gateway.ts';
import type { ProjectKeys } from '../keys.ts';
import { MAILBOX_CSP, renderMailboxPage, renderMessagePage, renderNotFoundPage } from './page.ts';
import { MailboxStore } from './store.ts';

const outboundEmailSchema = z.object({
  from: z.string().min(1).max(400),
  to: z.array(z.string().min(1).max(320)).min(1).max(50),
  replyTo: z.string().min(1).max(320).optional(),
  subject: z.string().max(998),
  html: z.string(),
  text: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1).max(255),
        contentType: z.string().min(1).max(255),
        contentBase64: z.base64().max(2_000_000),
      }),
    )
    .max(10)
    .optional(),
  idempotencyKey: z.string().min(1).max(256),
});

export interface MailboxServiceOptions {
  /** The project's keys: only the server's (secret) key may post a message. */
  keys: ProjectKeys;
  store?: MailboxStore;
}

function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': MAILBOX_CSP, 'Cache-Control': 'no-store' },
  });
}

function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function methodNotAllowed(allow: string): Response {
  return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: allow } });
}

const READ_REFUSED = 'Reading the mailbox from another machine needs the secret (service-role) key';

export function createMailboxService({ keys, store = new MailboxStore() }: MailboxServiceOptions) {
  function isServiceRole(request: Request): boolean {
    const token = bearerToken(request);
    return token !== null && keys.apiKeyRole(token) === 'service_role';
  }

  async function messages(request: Request, url: URL): Promise<Response> {
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return jsonResponse({ messages: store.list({ to: url.searchParams.get('to') ?? undefined }) });
      case 'POST': {
        if (!isServiceRole(request)) return jsonResponse({ error: 'The mailbox accepts messages with the secret (service-role) key only' }, 401);
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return jsonResponse({ error: 'The body must be JSON' }, 400);
        }
        const parsed = outboundEmailSchema.safeParse(body);
        if (!parsed.success) {
          return jsonResponse({ error: 'Invalid message', issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) }, 400);
        }
        const { id, duplicate } = store.deliver(parsed.data);
        return jsonResponse({ id }, duplicate ? 200 : 201);
      }
      case 'DELETE':
        if (!isServiceRole(request)) return jsonResponse({ error: 'Clearing the mailbox needs the secret (service-role) key' }, 401);
        store.clear();
        return new Response(null, { status: 204 });
      default:
        return methodNotAllowed('GET, HEAD, POST, DELETE');
    }
  }

  return {
    store,
    /** Answers every path under /mailbox for the TCP peer `clientAddress`; `url.pathname` starts with /mailbox. */
    async handle(request: Request, url: URL, clientAddress: string): Promise<Response> {
      const rest = url.pathname.replace(/^\/mailbox\/?/, '');
      const isReading = request.method === 'GET' || request.method === 'HEAD';
      if (isReading && !isLoopback(clientAddress) && !isServiceRole(request)) return jsonResponse({ error: READ_REFUSED }, 401);
      if (rest === 'messages') return messages(request, url);
      if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');
      if (rest === '') return htmlResponse(renderMailboxPage(store.list({ to: url.searchParams.get('to') ?? undefined }), { to: url.searchParams.get('to') ?? undefined }));
      const attachment = /^([^/]+)\/attachments\/(\d{1,3})$/.exec(rest);
      if (attachment) {
        const file = store.attachment(safeDecode(attachment[1] ?? ''), Number(attachment[2]));
        if (!file) return jsonResponse({ error: 'Attachment not found' }, 404);
        return new Response(request.method === 'HEAD' ? null : file.content, {
          headers: {
            'Content-Type': file.contentType,
            'Content-Disposition': contentDisposition(file.filename),
            'Content-Length': String(file.content.byteLength),
            // Served from the backend's origin: never let a browser run an attachment as a page.
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
            'Cache-Control': 'no-store',
          },
        });
      }
      const messageJson = /^messages\/([^/]+)$/.exec(rest);
      if (messageJson) {
        const message = store.get(safeDecode(messageJson[1] ?? ''));
        return message ? jsonResponse(message) : jsonResponse({ error: 'Message not found' }, 404);
      }
      const page = /^([^/]+)$/.exec(rest);
      const message = page ? store.get(safeDecode(page[1] ?? '')) : undefined;
      return message ? htmlResponse(renderMessagePage(message)) : htmlResponse(renderNotFoundPage(), 404);
    },
  };
}

/** `attachment` with the name as a plain quoted string (unsafe characters replaced) and as RFC 5987 UTF-8. */
function contentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
