import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import { GitlabClient } from './gitlab.client.js';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';

/** A self-signed certificate for 127.0.0.1, valid for a century (test fixture only). */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg+btzxKznZs5Qz/bN
SxSZVDu+7mD40OfvIMCTy2/FwRWhRANCAASk+qbkSDXJrWumtU0xSaufvzqGbYCC
PeOddZA8lX/xtWw3GviQsvinkhfrvFRjaHxzZVAR+MTAGkDzDeYEHWqT
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUQOfrZcEZwwJyZDbpDYAweouF7u0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEzMDEwMzAzNFoYDzIxMjYxMTA2
MTAzMDM0WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASk+qbkSDXJrWumtU0xSaufvzqGbYCCPeOddZA8lX/xtWw3GviQsvin
khfrvFRjaHxzZVAR+MTAGkDzDeYEHWqTo2QwYjAdBgNVHQ4EFgQUb0zV4QXQsdnw
X+FCSrAqdmtocrcwHwYDVR0jBBgwFoAUb0zV4QXQsdnwX+FCSrAqdmtocrcwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IG94o+1GD0ddYnsZmCCqj54hqYAOths8HPdDBOTPFKobAiEA5Px9FSvQd2SvE7m9
MVCMD/TWE3MM8iyfdalzz2gHGf8=
-----END CERTIFICATE-----`;

describe('GitlabClient over TLS (A-72)', () => {
  const pool = new GitlabAgentPool();
  let server: https.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = https.createServer({ key: KEY, cert: CERT }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    pool.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('A-72 verifies certificates by default: a self-signed one fails once, with its code, not resent', async () => {
    const http = axios.create();
    let sent = 0;
    http.interceptors.request.use((config) => {
      sent++;
      return config;
    });
    const client = new GitlabClient({ baseUrl, token: 'tls-token', retryBaseDelayMs: 1, jitterMs: 0 }, http, pool.agentsFor(false));
    const error: unknown = await client.rest({ method: 'GET', path: '/version' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitlabRequestFailureError);
    expect((error as GitlabRequestFailureError).failure.network?.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(sent).toBe(1);
  });

  it('A-72 skipTlsVerify accepts a self-signed certificate', async () => {
    const client = new GitlabClient({ baseUrl, token: 'tls-token', skipTlsVerify: true }, undefined, pool.agentsFor(true));
    await expect(client.rest({ method: 'GET', path: '/version' })).resolves.toMatchObject({ status: 200, data: { ok: true } });
  });
});
