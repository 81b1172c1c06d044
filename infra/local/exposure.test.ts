/**
 * What the local product exposes: the dev server serves the app, not the repository's data folders (the local
 * payment key, the mailbox), and every local service listens on 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { stack } from '../../functions/src/testing/int';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, '.data');
const probeName = `exposure-probe-${randomUUID()}.txt`;
const secret = `secret-${randomUUID()}`;
let createdDataDir = false;
let cacheDir: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  createdDataDir = !fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, probeName), secret);
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-vite-'));
  server = await createServer({
    configFile: path.join(root, 'web/vite.config.ts'),
    root: path.join(root, 'web'),
    cacheDir,
    logLevel: 'silent',
    server: { port: 0, strictPort: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer!.address() as net.AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(path.join(dataDir, probeName), { force: true });
  if (createdDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, text: await response.text() };
}

describe('the dev server', () => {
  it('refuses the data folder (the local payment key, the mailbox), however the path is written', async () => {
    for (const pathname of [
      `/@fs${dataDir}/${probeName}`,
      `/@fs${dataDir}/${probeName}?raw`,
      `/@fs${root}/web/../.data/${probeName}`,
      `/@fs${root}/web/%2e%2e/.data/${probeName}`,
      `/.data/${probeName}`,
      `/%2e%2e/.data/${probeName}`,
      `/../.data/${probeName}`,
    ]) {
      const response = await get(pathname);
      expect(response.text, pathname).not.toContain(secret);
    }
    expect((await get(`/@fs${dataDir}/${probeName}`)).status).toBe(403);
  });

  it('serves no file of the repository outside the app, the shared package and the installed packages', async () => {
    expect((await get(`/@fs${root}/package.json`)).status).toBe(403);
    expect((await get(`/@fs${root}/infra/local/stack.ts`)).status).toBe(403);
    expect((await get('/@fs/etc/passwd')).status).toBe(403);
    expect((await get(`/@fs${root}/shared/src/index.ts`)).status).toBe(200);
  });
});

/** Whether something accepts a connection at this address. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('local services', () => {
  it('listen on 127.0.0.1 only: not on the other loopback addresses, IPv6 or the network', async () => {
    expect(server.config.server.host).toBe('127.0.0.1');
    const ports: Record<string, number> = {
      web: (server.httpServer!.address() as net.AddressInfo).port,
      api: Number(new URL(stack().apiUrl).port),
      cognito: Number(new URL(stack().cognitoEndpoint).port),
      dynamo: Number(new URL(stack().dynamoEndpoint).port),
    };
    for (const [service, port] of Object.entries(ports)) {
      expect(await accepts('127.0.0.1', port), `${service} on 127.0.0.1`).toBe(true);
      // Linux routes all of 127.0.0.0/8 to loopback: a server on 0.0.0.0 would answer 127.0.0.2 too.
      expect(await accepts('127.0.0.2', port), `${service} on 127.0.0.2`).toBe(false);
      expect(await accepts('::1', port), `${service} on ::1`).toBe(false);
    }
  });
});
