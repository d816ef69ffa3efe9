import { startGitlabSim, type GitlabSim, type SimRequest } from '@gitlab-mcp/gitlab-sim';
import { planRoute } from '@gitlab-mcp/action-kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CatalogEntry } from '../../src/catalog/index';
import { builtInCatalog } from '../helpers/catalog-entries';
import { mutate, plausibleArgs, pollutionPayload, prng, Rng, type FuzzSchema } from '../helpers/fuzz';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { SURFACES, type Surface } from '../helpers/surface-calls';

/**
 * Schema-driven fuzzing of every tool on every surface (issue "Reliability and security under
 * load, faults and hostile input", part 1). Each call must end in a tool error or a valid
 * result: never a JSON-RPC error, a hang, a crash, or a GitLab request whose path was changed
 * by a parameter (a `..` segment collapsed, a `/` introduced). Reproducible: FUZZ_SEED picks the
 * sequence, FUZZ_CASES the number of calls per surface.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed2026);
const CALL_TIMEOUT_MS = 20_000;
jest.setTimeout(Math.max(60_000, CASES * 40));

interface Result {
  isError?: boolean;
  structuredContent?: unknown;
  content?: { type: string; text?: string }[];
}

/** `.`, `..` or a percent-encoded spelling of them: a URL parser would collapse the segment. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/** Route placeholders that do not carry the parameter's name. */
const PLACEHOLDER_PARAM: Record<string, string> = { id: 'project_id', name: 'branch' };

interface RouteCheck {
  readonly method: string;
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

/** The request paths an action may send, as patterns with one capture per path parameter. */
function routeChecks(entry: CatalogEntry): RouteCheck[] {
  const [method, template] = entry.options.route.split(' ');
  // A declared action binds each placeholder as its plan says (request.path, the `<segment>_id` rule); a handler by name.
  const bound = entry.options.reply !== undefined && /^[A-Z]+ \//.test(entry.options.route) ? planRoute(entry.options.route, entry.options.request ?? {}, entry.params, entry.id).pieces.filter((_, i) => i % 2 === 1) : undefined;
  const toCheck = (m: string, t: string): RouteCheck => {
    const params: string[] = [];
    const source = t.replace(/:([a-z_]+)/g, (_, p: string) => {
      params.push(bound?.[params.length] ?? PLACEHOLDER_PARAM[p] ?? p);
      return '([^/]*)';
    });
    return { method: m, pattern: new RegExp(`^/api/v4${source}$`), params };
  };
  if (template === 'graphql') return [{ method: 'POST', pattern: /^\/api\/graphql$/, params: [] }, toCheck('GET', '/projects/:id')];
  return [toCheck(method, template)];
}

/**
 * Why the requests GitLab received for one call of `entry` with `params` are unsafe, if they are:
 * no dot or empty segment anywhere; requests on the action's own route carry each path
 * parameter whole. Other requests are the action's own look-ups (diff_refs, .gitmodules, a
 * group or global search level) and only get the segment checks.
 */
function callProblem(reqs: readonly SimRequest[], entry: CatalogEntry | undefined, params: Record<string, unknown>): string | undefined {
  if (reqs.length === 0) return undefined;
  if (!entry) return `a request reached GitLab for a call naming no valid action: ${reqs[0].method} ${reqs[0].path}`;
  const problems = reqs.map((r) => pathProblem(r, entry, params));
  const unsafe = problems.find((p) => p !== undefined && !p.includes('differs from the parameter') && !p.includes('matches no route'));
  if (unsafe) return unsafe;
  const onRoute = problems.filter((p) => p === undefined || p.includes('differs from the parameter'));
  if (onRoute.length > 0 && !onRoute.includes(undefined)) return onRoute[0];
  return undefined;
}

/** Why a request GitLab received does not belong to a call of `entry` with `params`, if it does not. */
function pathProblem(req: SimRequest, entry: CatalogEntry, params: Record<string, unknown>): string | undefined {
  const segments = req.path.split('/');
  if (segments.some((s) => DOT_SEGMENT.test(s))) return `dot segment in ${req.path}`;
  if (segments.slice(1).some((s) => s === '')) return `empty segment in ${req.path}`;
  for (const check of routeChecks(entry)) {
    if (check.method !== req.method) continue;
    const m = check.pattern.exec(req.path);
    if (!m) continue;
    for (let i = 0; i < check.params.length; i++) {
      const seg = m[i + 1];
      if (seg === '' || DOT_SEGMENT.test(seg)) return `path parameter ${check.params[i]} is "${seg}" in ${req.path}`;
      const value = params[check.params[i]];
      if (entry.id === 'discover_project.resolve' || (typeof value !== 'string' && typeof value !== 'number')) continue;
      let decoded: string;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        return `undecodable segment ${seg} in ${req.path}`;
      }
      const same = decoded === String(value) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) && Number(decoded) === Number(value));
      // A segment unrelated to the parameter is the action's own look-up (e.g. `.gitmodules`);
      // one that is part of it, or contains it, means the value was split or altered on the way.
      const related = decoded !== '' && String(value) !== '' && (String(value).includes(decoded) || decoded.includes(String(value)));
      if (!same && related) return `segment ${check.params[i]} = ${JSON.stringify(decoded.slice(0, 80))} differs from the parameter ${JSON.stringify(String(value).slice(0, 80))}`;
    }
    return undefined;
  }
  return `${req.method} ${req.path.slice(0, 200)} matches no route of ${entry.id} (${entry.options.route})`;
}

/** Why a tool result is not a valid result or a well-formed tool error, if it is not. */
function resultProblem(r: Result): string | undefined {
  if (!Array.isArray(r.content) || r.content.length === 0) return 'no content';
  const text = r.content.map((c) => c.text ?? '').join('\n');
  if (r.isError) {
    if (r.content.length !== 1) return 'an error result with several blocks (E-01)';
    if (r.structuredContent !== undefined) return 'an error result with structuredContent (E-01)';
    if (/: unexpected error(?!:)/.test(text)) return `unclassified failure: ${text.slice(0, 200)}`;
  } else if (typeof r.structuredContent !== 'object' || r.structuredContent === null) {
    return 'a success without structuredContent';
  }
  if (/\bundefined\b|\[object Object\]/.test(text)) return `leaks undefined/[object Object]: ${text.slice(0, 200)}`;
  return undefined;
}

const summary = (v: unknown): string => {
  const s = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'string' && x.length > 60 ? `${x.slice(0, 20)}…(${x.length})` : Array.isArray(x) && x.length > 10 ? `[array ${x.length}]` : x));
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
};


/** The `{action, params}` envelope of execute_action and meta tools, fuzzed as such. */
const ENVELOPE: FuzzSchema = { properties: { action: { type: 'string' }, params: { type: 'object' } }, required: ['action'] };

let catalog: CatalogEntry[];
beforeAll(async () => {
  catalog = await builtInCatalog();
});

describe.each(SURFACES)('fuzzing every tool of the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let toolCount = 0;

  beforeAll(async () => {
    sim = await startGitlabSim();
    // No YOLO: the prototype-pollution canary below relies on destructive calls needing confirm.
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it(`survives ${CASES} schema-driven hostile calls: tool errors or valid results, no unvalidated path segment`, async () => {
    const { tools } = await server.client.listTools();
    toolCount = tools.length;
    const byId = new Map(catalog.map((e) => [e.id, e]));
    const entryOfTool = (name: string, args: Record<string, unknown>): CatalogEntry | undefined => {
      const tool = tools.find((t) => t.name === name);
      const id = /\(action ([a-z_]+\.[a-z_]+)\)$/.exec(tool?.description ?? '')?.[1];
      if (id) return byId.get(id);
      if (name === 'gitlab_execute_action') return typeof args.action === 'string' ? byId.get(args.action) : undefined;
      const domain = name.replace(/^gitlab_/, '');
      return typeof args.action === 'string' ? byId.get(`${domain}.${args.action}`) : undefined;
    };
    const rng = new Rng(prng(SEED + SURFACES.indexOf(surface)));
    const failures: string[] = [];
    const families = new Map<string, number>();
    const envelopeTools = tools.filter((t) => t.name !== 'gitlab_find_action');

    for (let i = 0; i < CASES; i++) {
      if (i % 100 === 0) sim.reset();
      const tool = rng.pick(surface === 'dynamic' ? tools : envelopeTools);
      let args: Record<string, unknown>;
      let params: Record<string, unknown>;
      const fixedEntry = /\(action ([a-z_]+\.[a-z_]+)\)$/.exec(tool.description ?? '')?.[1];
      if (tool.name === 'gitlab_find_action' || fixedEntry) {
        // A tool whose schema is the action's own (individual, standalone) or find_action.
        args = plausibleArgs(tool.inputSchema as FuzzSchema, rng);
        for (const f of mutate(args, tool.inputSchema as FuzzSchema, rng)) families.set(f, (families.get(f) ?? 0) + 1);
        if (rng.chance(0.3)) args.confirm = true;
        params = args;
      } else {
        // An envelope (execute_action, meta): a real action with fuzzed params, or a fuzzed envelope.
        const domain = tool.name === 'gitlab_execute_action' ? undefined : tool.name.replace(/^gitlab_/, '');
        const candidates = catalog.filter((e) => domain === undefined || e.domain === domain);
        const entry = rng.pick(candidates);
        params = plausibleArgs(entry.inputSchema as FuzzSchema, rng);
        for (const f of mutate(params, entry.inputSchema as FuzzSchema, rng)) families.set(f, (families.get(f) ?? 0) + 1);
        const action = domain === undefined ? entry.id : entry.action;
        args = { action, params };
        if (rng.chance(0.3)) {
          if (domain === undefined) args.confirm = true;
          else params.confirm = true;
        }
        if (rng.chance(0.15)) {
          mutate(args, ENVELOPE, rng);
          families.set('envelope', (families.get('envelope') ?? 0) + 1);
        }
        if (rng.chance(0.05)) Object.assign(args, pollutionPayload(rng));
      }
      const entry = entryOfTool(tool.name, args);
      const before = sim.requests.length;
      const label = `#${i} seed=${SEED} ${tool.name} ${summary(args)}`;
      try {
        const r = (await server.client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS })) as Result;
        const problem = resultProblem(r);
        if (problem) failures.push(`${label}: ${problem}`);
      } catch (e) {
        const code = (e as { code?: number }).code;
        failures.push(`${label}: JSON-RPC error ${code}: ${(e as Error).message.slice(0, 200)}`);
      }
      const problem = callProblem(sim.requests.slice(before), entry, (typeof args.params === 'object' && args.params !== null ? args.params : args) as Record<string, unknown>);
      if (problem) failures.push(`${label}: ${problem}`);
      if (failures.length > 20) break;
    }
    process.stderr.write(`fuzz ${surface}: ${CASES} cases, families ${summary(Object.fromEntries(families))}\n`);
    expect(failures).toEqual([]);
  });

  it('is still alive and serving afterwards, with the same tools', async () => {
    const pid = (server.client.transport as StdioClientTransport | undefined)?.pid;
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid!, 0)).not.toThrow();
    await server.client.ping();
    expect((await server.client.listTools()).tools).toHaveLength(toolCount);
  });

  it('Object.prototype was not polluted: a destructive call without confirm is still refused and nothing reaches GitLab', async () => {
    sim.reset();
    const client: Client = server.client;
    const r = (await (surface === 'dynamic'
      ? client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.delete', params: { project_id: '42', branch: 'develop' } } })
      : surface === 'meta'
        ? client.callTool({ name: 'gitlab_branch', arguments: { action: 'delete', params: { project_id: '42', branch: 'develop' } } })
        : client.callTool({ name: 'gitlab_branch_delete', arguments: { project_id: '42', branch: 'develop' } }))) as Result;
    expect(r.isError).toBe(true);
    expect(r.content?.[0].text).toMatch(/confirm=true/);
    expect(sim.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
    const status = (await (surface === 'dynamic'
      ? client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'server.status' } })
      : surface === 'meta'
        ? client.callTool({ name: 'gitlab_server', arguments: { action: 'status' } })
        : client.callTool({ name: 'gitlab_server_status', arguments: {} }))) as Result;
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent).toMatchObject({ username: 'demo', admin: false });
  });
});

describe('defects the fuzzer found (regression tests)', () => {
  let sim: GitlabSim;
  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(async () => {
    await sim.close();
  });

  it('gitlab_find_action answers a query containing the word "constructor" (no prototype lookup)', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_LOG_LEVEL: 'warn' } });
    try {
      const r = (await s.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'constructor of a branch' } })) as Result;
      expect(Array.isArray(r.content)).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('gitlab_execute_action refuses a 1 MiB action name within 20 s (suggestions are bounded)', async () => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_LOG_LEVEL: 'warn' } });
    const pid = (s.client.transport as StdioClientTransport | undefined)?.pid;
    try {
      await s.client.listTools();
      // Bounded suggestions answer in milliseconds; an unbounded edit distance over 1 MiB would
      // take hours. 20 s tells the two apart however loaded the machine is.
      const r = (await s.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'A'.repeat(1024 * 1024) } }, undefined, { timeout: 20_000 })) as Result;
      expect(r.isError).toBe(true);
    } finally {
      // The process may be stuck computing: end it rather than wait.
      if (pid) process.kill(pid, 'SIGKILL');
      await s.close().catch(() => undefined);
    }
  });
});
