/** Starts the mock upstream on a port (0 picks a free one) and says where each upstream lives. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApp, type MockApp } from './app';
import { SEED_CATALOG } from './seed';

export interface RunningMock extends MockApp {
  url: string;
  urls: { main: string; cloud: string; rd: string };
  catalogMediaIds: string[];
  close: () => Promise<void>;
}

export async function startMockUpstream(options: {
  port?: number;
  host?: string;
  appKey: string;
  quiet?: boolean;
  /** Rotation mode from the start and after every reset (see Settings.rotateRefreshTokens). */
  rotateRefreshTokens?: boolean;
}): Promise<RunningMock> {
  const mock = createMockApp({ appKey: options.appKey, settings: options.rotateRefreshTokens ? { rotateRefreshTokens: true } : {} });
  const server = http.createServer(mock.app);
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    ...mock,
    url,
    urls: { main: `${url}/main`, cloud: `${url}/cloud`, rd: `${url}/rd` },
    catalogMediaIds: [...SEED_CATALOG],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
