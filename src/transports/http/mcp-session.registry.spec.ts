import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/index.js';
import { McpSessionRegistry, type McpSession } from './mcp-session.registry';

const logger = { info: jest.fn() } as unknown as Logger;
const registry = (settings: Partial<ServerConfig>) =>
  new McpSessionRegistry({ stateless: true, maxSessions: 100, maxSessionsPerCredential: 100, sessionIdleTimeoutMs: 0, ...settings } as ServerConfig, logger);
const session = (credential: string): McpSession & { closed: () => boolean } => {
  let closed = false;
  const close = async (): Promise<void> => {
    closed = true;
  };
  return { credential, transport: { close }, server: { close }, closed: () => closed } as unknown as McpSession & { closed: () => boolean };
};

describe('McpSessionRegistry (issue 20)', () => {
  it('is bound to its credential', () => {
    const r = registry({});
    r.add('s1', session('alice'));
    expect(r.use('s1', 'bob')).toBeUndefined();
    expect(r.use('s1', 'alice')?.session.credential).toBe('alice');
  });

  it('ends the least recently used session of a credential past its cap', () => {
    const r = registry({ maxSessionsPerCredential: 2 });
    const first = session('alice');
    r.add('a1', first);
    r.add('a2', session('alice'));
    r.add('b1', session('bob'));
    r.use('a1', 'alice')?.release();
    r.add('a3', session('alice'));
    expect(r.use('a2', 'alice')).toBeUndefined();
    expect(r.use('a1', 'alice')).toBeDefined();
    expect(r.use('b1', 'bob')).toBeDefined();
    expect(first.closed()).toBe(false);
  });

  it('ends the least recently used session of the process past the process cap', () => {
    const r = registry({ maxSessions: 2 });
    const oldest = session('alice');
    r.add('a', oldest);
    r.add('b', session('bob'));
    r.add('c', session('carol'));
    expect(r.size).toBe(2);
    expect(r.use('a', 'alice')).toBeUndefined();
    expect(oldest.closed()).toBe(true);
  });

  it('expires an idle session, never one with a request or stream open', () => {
    const r = registry({ sessionIdleTimeoutMs: 1000 });
    r.add('idle', session('alice'));
    r.add('busy', session('alice'));
    const held = r.use('busy', 'alice', Date.now());
    expect(r.use('idle', 'alice', Date.now() + 5000)).toBeUndefined();
    expect(r.use('busy', 'alice', Date.now() + 5000)).toBeDefined();
    held?.release();
  });
});
