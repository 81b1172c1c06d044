/**
 * The built web app served the way CloudFront serves it (infra/lib/web-stack.ts), for the bench's browser
 * measurements: HTTP/2 over TLS, brotli or gzip compression, hashed assets cached for a year and index.html and
 * config.json revalidated, the SPA rewrite (a path without a file extension gets index.html), the security headers,
 * and /api plus /config.json passed to the local API. `vite preview` differs on what page-load figures depend on: it
 * speaks HTTP/1.1 when it proxies, so a page's 30–40 files queue on six connections, each with its own TCP slow start,
 * where CloudFront multiplexes them on one.
 *
 * The certificate is a throwaway self-signed one for 127.0.0.1 (made with openssl); the browser that measures is
 * started with --ignore-certificate-errors.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

export interface EdgeServer {
  url: string;
  /** The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer; spki: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-edge-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = fs.readFileSync(certFile);
    const publicKey = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    const spki = crypto.createHash('sha256').update(publicKey).digest('base64');
    return { key: fs.readFileSync(keyFile), cert, spki };
  } catch (error) {
    throw new Error('The bench serves the web app over TLS and needs openssl to make a certificate', { cause: error });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `dist` like the CloudFront distribution, with `apiUrl` behind /api and /config.json. */
export async function startEdgeServer({
  dist,
  apiUrl,
  headers,
}: {
  dist: string;
  apiUrl: string;
  headers: Record<string, string>;
}): Promise<EdgeServer> {
  const root = path.resolve(dist);
  const compressed = new Map<string, Buffer>();
  const securityHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );

  const { key, cert, spki } = selfSignedCertificate();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });

  /** Passes a request to the local API and its answer back byte for byte (a compressed answer stays compressed). */
  async function forward(request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const body = Buffer.concat(chunks);
    const upstream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = http.request(`${apiUrl}${request.url}`, { method: request.method, headers }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body.length > 0 ? body : undefined);
    });
    const answer: Buffer[] = [];
    for await (const chunk of upstream) answer.push(chunk as Buffer);
    const out: Record<string, string> = { ...securityHeaders };
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    response.writeHead(upstream.statusCode ?? 502, out);
    response.end(Buffer.concat(answer));
  }

  function serveFile(request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) {
    const pathname = decodeURIComponent(new URL(request.url, 'https://edge').pathname);
    // The distribution's viewer-request function: a path without a file extension is the SPA.
    const file = path.extname(pathname) ? path.join(root, pathname) : path.join(root, 'index.html');
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = pathname.startsWith('/assets/');
    const out: Record<string, string> = {
      ...securityHeaders,
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = fs.readFileSync(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(type)
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
    if (encoding) {
      const cacheKey = `${encoding}:${file}`;
      let packed = compressed.get(cacheKey);
      if (!packed) {
        packed = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
        compressed.set(cacheKey, packed);
      }
      body = packed;
      out['content-encoding'] = encoding;
      out.vary = 'accept-encoding';
    }
    out['content-length'] = String(body.length);
    response.writeHead(200, out);
    if (request.method === 'HEAD') response.end();
    else response.end(body);
  }

  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/config.json') {
      forward(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
    } else {
      serveFile(request, response);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    spki,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
