import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An https server on loopback serving JSON documents, with a certificate for 127.0.0.1 the server under test trusts. */
export interface HttpsDocuments {
  readonly origin: string;
  /** PEM file to hand the spawned server as `NODE_EXTRA_CA_CERTS`. */
  readonly caFile: string;
  /** Serves `body` (JSON) at `path`. */
  serve(path: string, body: unknown): string;
  /** How many requests reached the server. */
  readonly hits: number;
  close(): Promise<void>;
}

/** Starts it; the certificate comes from Debian's `openssl` (missing: the test fails here, loudly). */
export async function startHttpsDocuments(): Promise<HttpsDocuments> {
  const dir = mkdtempSync(join(tmpdir(), 'cimd-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
  const documents = new Map<string, string>();
  let hits = 0;
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    hits++;
    const body = documents.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    caFile: cert,
    serve(path, body) {
      documents.set(path, JSON.stringify(body));
      return `${origin}${path}`;
    },
    get hits() {
      return hits;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
