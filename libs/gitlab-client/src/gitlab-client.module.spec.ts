import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpService } from '@nestjs/axios';
import { Test } from '@nestjs/testing';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import { GitlabClientFactory } from './gitlab-client.factory.js';
import { GitlabClientModule } from './gitlab-client.module.js';
import { GitlabClient } from './gitlab.client.js';
import { nodeHttpAdapter } from './node-http.adapter.js';

describe('GitlabClientModule', () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token: req.headers['private-token'], tag: req.headers['x-tag'] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('provides a factory whose clients send on the HttpService adapter, with no axios config merge per call', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [GitlabClientModule] }).compile();
    try {
      const factory = moduleRef.get(GitlabClientFactory);
      const axiosRef = moduleRef.get(HttpService, { strict: false }).axiosRef;
      expect(axiosRef.defaults.adapter).toBe(nodeHttpAdapter);
      const spy = jest.spyOn(axiosRef, 'request');
      const a = factory.create({ baseUrl, token: 'token-a' });
      const b = factory.create({ baseUrl, token: 'token-b' });
      expect(a).toBeInstanceOf(GitlabClient);
      expect((await a.rest({ method: 'GET', path: '/user' })).data).toEqual({ token: 'token-a' });
      expect((await b.rest({ method: 'GET', path: '/user' })).data).toEqual({ token: 'token-b' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      await moduleRef.close();
    }
  });

  it('runs the interceptors of the HttpService instance when it has some (through axios.request)', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [GitlabClientModule] }).compile();
    try {
      const axiosRef = moduleRef.get(HttpService, { strict: false }).axiosRef;
      axiosRef.interceptors.request.use((config) => {
        config.headers.set('X-Tag', 'intercepted');
        return config;
      });
      const client = moduleRef.get(GitlabClientFactory).create({ baseUrl, token: 'token-c' });
      expect((await client.rest({ method: 'GET', path: '/user' })).data).toEqual({ token: 'token-c', tag: 'intercepted' });
    } finally {
      await moduleRef.close();
    }
  });
});

describe('GitlabAgentPool', () => {
  it('A-72 shares keep-alive agents per TLS setting and verifies TLS by default', () => {
    const pool = new GitlabAgentPool();
    const verified = pool.agentsFor(false);
    const skipped = pool.agentsFor(true);
    expect(pool.agentsFor(false)).toEqual(verified);
    expect(pool.agentsFor(false).httpsAgent).toBe(verified.httpsAgent);
    expect(skipped.httpsAgent).not.toBe(verified.httpsAgent);
    expect(skipped.httpAgent).toBe(verified.httpAgent);
    expect(verified.httpsAgent.options.rejectUnauthorized).toBe(true);
    expect(skipped.httpsAgent.options.rejectUnauthorized).toBe(false);
    expect(verified.httpsAgent.options.keepAlive).toBe(true);
    pool.destroy();
  });
});
