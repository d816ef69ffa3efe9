import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/index.js';
import type { TelemetryRuntime } from '../../telemetry/index.js';

/** The running Prometheus listener. */
export interface MetricsListener {
  close(): Promise<void>;
}

/**
 * `--metrics-addr`: a plain HTTP listener apart from the public one, without authentication,
 * answering `GET /metrics` in the Prometheus text format from the process's instruments (the
 * same ones OTLP exports) and 404 to anything else. Meant for a private network or a sidecar.
 */
export async function startMetricsListener(config: ServerConfig, telemetry: TelemetryRuntime | undefined, logger: Logger): Promise<MetricsListener | undefined> {
  const handler = telemetry?.prometheus;
  if (config.metricsAddr === undefined || handler === undefined) return undefined;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') {
      handler(req, res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found: this listener serves GET /metrics only\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsAddr?.port, config.metricsAddr?.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.metricsAddr.port;
  logger.info({ url: `http://${hostForUrl(config.metricsAddr.host)}:${port}/metrics` }, 'metrics listening');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
