import { readFileSync } from 'node:fs';
import { ACTIONS_TSV, DOMAINS_TSV, PROMPTS_TSV, RESOURCES_TSV } from '../fixtures/paths';
import { EXTRA_ACTIONS, WAITING_ACTIONS } from '../fixtures/reference-deviations';

/** A tier as the server is configured with it (`GITLAB_MCP_TIER`). */
export type Tier = 'free' | 'premium' | 'ultimate';

const TIER_RANK: Record<Tier, number> = { free: 0, premium: 1, ultimate: 2 };

/** One row of the reference catalogue (`actions.tsv`). */
export interface ReferenceAction {
  readonly id: string;
  readonly domain: string;
  readonly tier: Tier;
  readonly gitlabComOnly: boolean;
  readonly destructive: boolean;
  readonly readOnly: boolean;
}

/** One row of `domains.tsv`: the meta tool and the action count per tier. */
export interface ReferenceDomain {
  readonly domain: string;
  readonly metaTools: readonly string[];
  readonly free: number;
  readonly premium: number;
  readonly ultimateSelfManaged: number;
  readonly gitlabComUltimate: number;
}

function rows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((r) => r.split('\t'));
}

function tierOf(text: string): Tier {
  if (text.startsWith('Free')) return 'free';
  if (text.startsWith('Premium')) return 'premium';
  if (text.startsWith('Ultimate')) return 'ultimate';
  throw new Error(`actions.tsv: unknown tier ${text}`);
}

/** Every action of the reference catalogue. */
export function referenceActions(): ReferenceAction[] {
  return rows(ACTIONS_TSV).map(([id, tier, destructive, readonly]) => ({
    id,
    domain: id.slice(0, id.indexOf('.')),
    tier: tierOf(tier),
    gitlabComOnly: tier.includes('GitLab.com only'),
    destructive: destructive === 'yes',
    readOnly: readonly === 'yes',
  }));
}

/**
 * Every domain of `domains.tsv`. The meta tool column names one tool, or for the guided flows
 * lists four (`(4 standalone tools: gitlab_interactive_issue_create|mr_create|...)`).
 */
export function referenceDomains(): ReferenceDomain[] {
  return rows(DOMAINS_TSV).map(([domain, meta, , free, premium, ultimateSm, com]) => {
    const listed = /standalone tools: (gitlab_[a-z_]+?)_([a-z_]+(?:\|[a-z_]+)*)\)/.exec(meta);
    const metaTools = listed ? listed[2].split('|').map((a) => `${listed[1]}_${a}`) : [meta.split(' ')[0]];
    return { domain, metaTools, free: Number(free), premium: Number(premium), ultimateSelfManaged: Number(ultimateSm), gitlabComUltimate: Number(com) };
  });
}

/** Whether a reference action is offered on a self-managed instance of the tier. */
export function availableAt(action: ReferenceAction, tier: Tier): boolean {
  return !action.gitlabComOnly && TIER_RANK[action.tier] <= TIER_RANK[tier];
}

/** A domain's self-managed action count at a tier (`domains.tsv`). */
export function domainCountAt(domain: ReferenceDomain, tier: Tier): number {
  return tier === 'free' ? domain.free : tier === 'premium' ? domain.premium : domain.ultimateSelfManaged;
}

/** The reference's tool name of an action on the individual surface. */
export function individualToolName(id: string): string {
  return id === 'discover_project.resolve' ? 'gitlab_discover_project' : `gitlab_${id.replace('.', '_')}`;
}

/** The reference's prompts, each with its arguments in order (`name*` for a required one). */
export function referencePrompts(): { name: string; args: string[] }[] {
  return rows(PROMPTS_TSV).map(([name, args]) => ({ name, args: (args ?? '').split(',').map((a) => a.trim()).filter((a) => a !== '') }));
}

/** The reference's resources: fixed URIs and URI templates. */
export function referenceResources(): { name: string; uri: string; kind: string }[] {
  return rows(RESOURCES_TSV).map(([name, uri, kind]) => ({ name, uri, kind }));
}

/** The reference's meta tool of an action: its domain's dispatcher, or its own tool for a guided flow. */
export function metaToolName(id: string): string {
  return id.startsWith('interactive.') || id === 'discover_project.resolve' ? individualToolName(id) : `gitlab_${id.slice(0, id.indexOf('.'))}`;
}

/** The extra actions of the deviations list, as rows like the reference's. */
export function extraActions(): ReferenceAction[] {
  return Object.entries(EXTRA_ACTIONS).map(([id, x]) => ({
    id,
    domain: id.slice(0, id.indexOf('.')),
    tier: x.tier,
    gitlabComOnly: false,
    destructive: x.destructive,
    readOnly: x.readOnly,
  }));
}

/**
 * What the reference (with the listed extras) says a server with these domains offers at a tier:
 * its action IDs, sorted, optionally narrowed by a filter over the rows; actions listed as waiting (WAITING_ACTIONS) are left out.
 */
export function expectedActions(domains: ReadonlySet<string>, tier: Tier, keep: (a: ReferenceAction) => boolean = () => true): string[] {
  return [...referenceActions(), ...extraActions()]
    .filter((a) => domains.has(a.domain) && availableAt(a, tier) && !(a.id in WAITING_ACTIONS) && keep(a))
    .map((a) => a.id)
    .sort();
}

/** The reference domains whose actions appear among these individual tool names. */
export function domainsOfTools(names: readonly string[]): Set<string> {
  const byTool = new Map(referenceActions().map((a) => [individualToolName(a.id), a.domain]));
  return new Set(names.map((n) => byTool.get(n)).filter((d): d is string => d !== undefined));
}
