import type { GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { NotFoundSpec } from '@gitlab-mcp/action-kit';
import type { CatalogEntry } from '../../src/catalog/index';
import { builtInCatalog } from '../helpers/catalog-entries';
import { startCatalogServers, type CatalogServers } from '../helpers/catalog-servers';
import { routePattern } from '../helpers/route-pattern';
import { notFoundCard } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

/**
 * The get actions E-30 names (exact IDs from reference/actions.tsv). Orbit's reads are left out
 * here: Orbit exists only against https://gitlab.com, which the simulator is not.
 */
const E30_ACTIONS = [
  'branch.get', 'tag.get', 'repository.file_get', 'repository.file_raw', 'repository.file_metadata', 'repository.file_raw_metadata',
  'project.get', 'group.get', 'merge_request.get', 'pipeline.get', 'release.get', 'snippet.get', 'user.get', 'wiki.get', 'group.wiki_get',
  'environment.get', 'environment.deployment_get', 'package.get', 'project.label_get', 'group.group_label_get', 'project.milestone_get',
  'group.group_milestone_get', 'project.badge_get', 'group.badge_get', 'project.service_account_get', 'group.service_account_get',
  'issue.emoji_issue_get', 'issue.emoji_issue_note_get', 'merge_request.emoji_mr_get', 'merge_request.emoji_mr_note_get',
  'snippet.emoji_snippet_get', 'snippet.emoji_snippet_note_get', 'project.dependency_firewall_evaluate',
];

interface LogLine {
  readonly msg?: string;
  readonly level?: number;
  readonly action?: string;
  readonly is_error?: boolean;
}

/** E-33, written from the spec: numbers whole; `&` `<` `>` as entities; Markdown metacharacters backslashed. */
function e33(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new Error(`an identifier value must be a string or a number, got ${JSON.stringify(value)}`);
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[*_`[\]()]/g, (c) => `\\${c}`);
}

/** The E-31 card shape, filled in with the action's declared resource, identifier and next steps. */
function expectedCard(spec: NotFoundSpec, params: Readonly<Record<string, unknown>>): string {
  const identifier = spec.identifier.replace(/\{([a-z0-9_]+)\}/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`the identifier names {${name}}, which the example does not give`);
    return e33(params[name]);
  });
  return notFoundCard(spec.resource, identifier, spec.nextSteps);
}

describe('E-30 E-31 every action that declares a not-found card renders it on a 404 of its route', () => {
  let servers: CatalogServers;
  let sim: GitlabSim;
  let entries: CatalogEntry[];

  beforeAll(async () => {
    entries = await builtInCatalog();
    servers = await startCatalogServers();
    sim = servers.sim;
  });
  afterAll(() => servers.close());

  it('E-30 each get action the spec names declares a not-found card', () => {
    const ids = new Set(entries.map((e) => e.id));
    const withoutCard = E30_ACTIONS.filter((id) => ids.has(id) && entries.find((e) => e.id === id)?.options.notFound === undefined);
    expect(withoutCard).toEqual([]);
  });

  it('E-30 E-31 E-32 E-33 a 404 on the route renders the whole card, with isError and no structuredContent', async () => {
    const carded = entries.filter((e) => e.options.notFound !== undefined && e.domain !== 'orbit');
    expect(carded.length).toBeGreaterThanOrEqual(E30_ACTIONS.filter((id) => entries.some((e) => e.id === id)).length);
    const failures: string[] = [];
    for (const entry of carded) {
      const spec = entry.options.notFound as NotFoundSpec;
      const params = entry.options.example as Record<string, unknown>;
      sim.reset();
      const { method, path } = routePattern(entry.options.route);
      sim.faults.add({ method, path, status: 404, body: { message: '404 Not Found' } });
      const caller = servers.callerFor(entry.options.route);
      const r = (await caller.client.callTool({ name: 'gitlab_execute_action', arguments: { action: entry.id, params } })) as { isError?: boolean; structuredContent?: unknown };
      if (!sim.requests.some((q) => q.status === 404 && q.method === method && path.test(q.path))) {
        failures.push(`${entry.id}: the 404 of ${entry.options.route} was never asked for`);
        continue;
      }
      const text = textOf(r);
      const expected = expectedCard(spec, params);
      if (text !== expected) failures.push(`${entry.id}:\n${text}\n--- expected ---\n${expected}`);
      if (r.isError !== true) failures.push(`${entry.id}: isError is ${String(r.isError)}`);
      if (r.structuredContent !== undefined) failures.push(`${entry.id}: carries structuredContent`);
    }
    expect(failures).toEqual([]);
    // E-32: each card is logged at INFO (pino level 30) as a completed call with is_error, never as a failure.
    const logged = (): LogLine[] => [...servers.user.stderr().split('\n'), ...servers.admin.stderr().split('\n')].filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);
    const completed = (id: string): boolean => logged().some((l) => l.action === id && l.msg === 'tool call completed' && l.level === 30 && l.is_error === true);
    expect(await waitFor(() => carded.every((e) => completed(e.id)))).toBe(true);
    expect(logged().filter((l) => l.msg === 'tool call failed').map((l) => l.action)).toEqual([]);
  });
});
