import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawnServer, type SpawnedServer } from './spawn-server';

/** A simulator, a stdio server reading it, and a way to ask GitLab directly for the facts a prompt should carry. */
export interface PromptHarness {
  readonly sim: GitlabSim;
  readonly server: SpawnedServer;
  /** The text of the one user message of `prompts/get`. */
  text(name: string, args: Record<string, string>): Promise<string>;
  /** GET a REST path of the simulator directly (the oracle), outside the server; not left in the request log. */
  gitlab<T = Record<string, unknown>>(path: string, query?: Record<string, string>): Promise<T>;
  /** `METHOD /path` of every request the server sent since the last `text` call started. */
  requested(): string[];
  close(): Promise<void>;
}

export async function startPromptHarness(env: Record<string, string> = {}): Promise<PromptHarness> {
  const sim = await startGitlabSim();
  const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, ...env } });
  return {
    sim,
    server,
    async text(name, args) {
      sim.clearRequests();
      return promptText(server.client, name, args);
    },
    async gitlab(path, query = {}) {
      const url = new URL(`${sim.url}/api/v4${path}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      const res = await fetch(url, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
      if (!res.ok) throw new Error(`oracle GET ${path}: ${res.status}`);
      const body = (await res.json()) as never;
      sim.clearRequests();
      return body;
    },
    requested: () => sim.requests.map((q) => `${q.method} ${q.path}`),
    async close() {
      await server.close();
      await sim.close();
    },
  };
}

/** The single user message of a prompt, as text. */
export async function promptText(client: Client, name: string, args: Record<string, string>): Promise<string> {
  const r = await client.getPrompt({ name, arguments: args });
  expect(r.messages).toHaveLength(1);
  expect(r.messages[0]?.role).toBe('user');
  const content = r.messages[0]?.content as { type: string; text: string };
  expect(content.type).toBe('text');
  return content.text;
}

/** What `prompts/get` answers to a bad argument: invalid params naming it. */
export const badArgument = (fragment: string) => ({ code: -32602, message: expect.stringContaining(fragment) });

/** The same one-line form prompts give GitLab text (whitespace flattened, long text cut). */
export const oneLine = (text: string, max = 160): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max - 3) : flat;
};
