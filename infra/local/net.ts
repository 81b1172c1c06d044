import type http from 'node:http';
import net from 'node:net';

const PORT_FLAGS: Record<string, string> = {
  web: '--port',
  API: '--api-port',
  Cognito: '--cognito-port',
  DynamoDB: '--dynamo-port',
  S3: '--s3-port',
};

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    const flag = PORT_FLAGS[service];
    super(
      `Port ${port} (${service}) is already in use. Stop whatever uses it` +
        (flag ? `, or choose another port: npm start -- ${flag} <port> (0 picks a free one).` : '.'),
    );
  }
}

export function listen(
  server: http.Server | net.Server,
  port: number,
  host: string,
  service = 'server',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Resolves when nothing listens on the port; rejects with a clear message otherwise. */
export async function assertPortFree(port: number, host: string, service: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listen(probe, port, host, service);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const probe = net.createServer();
  await listen(probe, 0, host);
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function readBody(request: http.IncomingMessage, limit = 16 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Over the limit the rest is read and dropped, so the client gets the 413 instead of a reset connection.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > limit) reject(Object.assign(new Error('Request body too large'), { code: 'BODY_TOO_LARGE' }));
      else resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** A Host header naming this machine's loopback (any port): what a page under another name cannot send. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(host ?? '')?.[1]?.toLowerCase();
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
}
