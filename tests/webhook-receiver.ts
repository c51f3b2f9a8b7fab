/**
 * A webhook receiver on 127.0.0.1 for the tests, the CI's Deno check, the browser journey and bench/abuse: it
 * records each request (headers and body) and answers with the next scripted reply, 204 when none is left
 * ('hang' never answers; a 3xx points back at itself, as a hostile receiver would point at an internal address).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private replies: (number | 'hang')[] = [];
  private server: Server | null = null;
  port = 0;

  /** Listens on `port` (0: any free one); start(port) again brings a stopped receiver back on its address. */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body });
        const reply = this.replies.shift() ?? 204;
        if (reply === 'hang') return;
        const location = reply >= 300 && reply < 400 ? { location: `http://127.0.0.1:${this.port}/elsewhere` } : {};
        response.writeHead(reply, { 'content-type': 'text/plain', ...location }).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  answer(...replies: (number | 'hang')[]): void {
    this.replies.push(...replies);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = null;
  }
}

/** A request's headers as the standardwebhooks library's verify() takes them. */
export function headersOf(message: ReceivedWebhook): Record<string, string> {
  return Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, String(value)]));
}
