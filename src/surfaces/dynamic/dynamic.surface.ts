import { table } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, suggestClosest } from '@gitlab-mcp/errors';
import { mayBeDestructive, type CatalogEntry } from '../../catalog/index.js';
import { envelopeRepairLine, hostOf, parseGitlabWebUrl, successResult, urlsIn, urlValuesFor, type ClientContext, type GitlabWebUrl, type ToolResult } from '../../pipeline/index.js';
import { annotationsFor } from '../annotations.js';
import type { Surface } from '../surface.interface.js';
import type { SurfaceContext } from '../surface-context.js';
import type { ToolDefinition } from '../tool-definition.interface.js';
import { ActionRanker, type RankedAction } from './action.ranker.js';
import { dynamicMessages } from './dynamic.messages.js';
import { EXECUTE_ACTION_INPUT, FIND_ACTION_INPUT, FIND_ACTION_OUTPUT } from './find-action.schema.js';

export const FIND_ACTION = 'gitlab_find_action';
export const EXECUTE_ACTION = 'gitlab_execute_action';

/** Two tools over the whole catalog: search it, then run an action by ID. */
export class DynamicSurface implements Surface {
  readonly tools: readonly ToolDefinition[];
  /** Indexed at the first search, so that a start (and the first tools/list) never waits for it. */
  private ranker: ActionRanker | undefined;

  constructor(private readonly ctx: SurfaceContext) {
    const entries = [...ctx.view.entries()];
    const domains = [...ctx.view.domains.keys()].join(', ');
    this.tools = [
      {
        name: FIND_ACTION,
        title: 'Find a GitLab action',
        description: `Search the GitLab action catalog (${entries.length} actions; domains: ${domains}). Returns action IDs, what they do, their parameters and whether they are destructive. Call it first, then run the action with ${EXECUTE_ACTION}.`,
        inputSchema: FIND_ACTION_INPUT,
        outputSchema: FIND_ACTION_OUTPUT,
        annotations: { title: 'Find a GitLab action', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      {
        name: EXECUTE_ACTION,
        title: 'Run a GitLab action',
        description: `Run one GitLab action by ID: {"action": "branch.list", "params": {"project_id": "group/project"}}. Parameters go inside params. Destructive actions also need top-level "confirm": true, sent only after the user explicitly approved.`,
        inputSchema: EXECUTE_ACTION_INPUT,
        annotations: annotationsFor(entries, 'Run a GitLab action'),
      },
    ];
  }

  call(name: string, args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> | undefined {
    if (name === FIND_ACTION) return this.find(args, client);
    if (name === EXECUTE_ACTION) return this.execute(args, client);
    return undefined;
  }

  private async find(args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> {
    try {
      this.ctx.dispatcher.checkToolArguments(FIND_ACTION_INPUT, args);
    } catch (e) {
      return this.ctx.dispatcher.refuse(FIND_ACTION, 'dynamic', e);
    }
    const query = String(args.query);
    const limit = typeof args.limit === 'number' ? args.limit : 5;
    this.ranker ??= new ActionRanker(this.ctx.view.entries(), this.ctx.view.domains);
    const instanceUrl = client.session.identity.instanceUrl;
    const { url, foreign } = urlOf(query, instanceUrl);
    const ranked = this.ranker.rank(query, limit, { elicitation: client.elicit !== undefined });
    const exactId = ranked.length > 0 && ranked[0].entry.id === query.trim().toLowerCase();
    const lowConfidence = ActionRanker.lowConfidence(ranked);
    const fromUrl = (entry: CatalogEntry): Record<string, string | number> => (url === undefined ? {} : urlValuesFor(url, entry.params));
    const related = ranked.length === 0 ? [] : this.ranker.related(ranked[0].entry, new Set(ranked.map((r) => r.entry.id)), 3);
    const actions = ranked.map(({ entry }, i) => {
      const prefilled = fromUrl(entry);
      return {
        id: entry.id,
        title: entry.options.title,
        description: entry.options.description,
        destructive: mayBeDestructive(entry),
        read_only: entry.options.readOnly,
        tier: entry.options.tier,
        required_params: [...entry.required],
        params: [...entry.params],
        ...(Object.keys(prefilled).length > 0 ? { params_from_url: prefilled } : {}),
        ...(args.include_schema === true || (exactId && i === 0) ? { input_schema: entry.inputSchema } : {}),
      };
    });
    const top = actions[0];
    const runLine =
      top?.params_from_url !== undefined
        ? `Run it with ${EXECUTE_ACTION} ${JSON.stringify({ action: top.id, params: top.params_from_url })}${top.required_params.some((p) => !(p in (top.params_from_url ?? {}))) ? ', adding its other required params' : ''}.`
        : `Run one with ${EXECUTE_ACTION} {"action": "<id>", "params": {...}}.`;
    const markdown =
      actions.length === 0
        ? dynamicMessages.noMatch(query)
        : [
            table(
              `Actions matching "${query}"`,
              [
                { header: 'Action', value: ({ entry }: RankedAction) => `\`${entry.id}\`` },
                { header: 'What it does', value: ({ entry }) => entry.options.title },
                { header: 'Required params', value: ({ entry }) => paramSignatures(entry, entry.required) },
                { header: 'Useful optional params', value: ({ entry }) => paramSignatures(entry, usefulOptional(entry.params, entry.required)) },
                { header: 'Destructive', value: ({ entry }) => mayBeDestructive(entry) },
              ],
              ranked,
            ),
            ...(lowConfidence ? ['', dynamicMessages.lowConfidence] : []),
            ...(url !== undefined ? ['', dynamicMessages.fromUrl(url.url, url.values)] : []),
            ...(foreign !== undefined ? ['', dynamicMessages.foreignUrl(foreign, instanceUrl)] : []),
            ...(related.length > 0 ? ['', dynamicMessages.related(ranked[0].entry.id, related.map((e) => e.id))] : []),
            ...(args.include_schema === true ? actions.map((a) => `\n\`${a.id}\` input schema:\n\`\`\`json\n${JSON.stringify(a.input_schema)}\n\`\`\``) : []),
            '',
            runLine,
          ].join('\n');
    return successResult(markdown, { actions, low_confidence: lowConfidence, ...(related.length > 0 ? { related: related.map((e) => e.id) } : {}) });
  }

  /** Reads the envelope: the pipeline gets the action, what `params` holds and the top-level `confirm` (E-61). */
  private async execute(args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> {
    let entry: CatalogEntry;
    try {
      this.ctx.dispatcher.checkToolArguments(EXECUTE_ACTION_INPUT, args);
      entry = this.entryFor(String(args.action));
    } catch (e) {
      const repair = e instanceof ActionRefusalError ? envelopeRepairLine(args) : undefined;
      return this.ctx.dispatcher.refuse(String(args.action ?? EXECUTE_ACTION), 'dynamic', repair === undefined ? e : new ActionRefusalError(`${(e as Error).message}\n${repair}`), this.refusalReason(args.action));
    }
    const params = (args.params ?? {}) as Record<string, unknown>;
    return this.ctx.dispatcher.dispatch({ entry, params, confirmed: args.confirm === true }, { ...client, source: 'execute_action' });
  }

  private entryFor(action: string): CatalogEntry {
    const entry = this.ctx.view.find(action);
    if (entry) return entry;
    if (this.ctx.registry.has(action)) throw new ActionRefusalError(dynamicMessages.withheld(action, this.withheld(this.ctx.registry.get(action)).text));
    throw new ActionRefusalError(dynamicMessages.unknownAction(action, suggestClosest(action, [...this.ctx.view.entries()].map((e) => e.id))));
  }

  private withheld(entry: CatalogEntry): { kind: 'read_only' | 'tier' | 'excluded'; text: string } {
    const s = this.ctx.view.settings;
    if (s.readOnly && !entry.options.readOnly) return { kind: 'read_only', text: 'the session is read-only (GITLAB_MCP_READ_ONLY or a read_api token), and this action writes' };
    if (entry.options.tier !== 'free' && s.tier !== entry.options.tier && s.tier !== 'ultimate') return { kind: 'tier', text: `it needs GitLab ${entry.options.tier} and this instance is ${s.tier}` };
    return { kind: 'excluded', text: 'it is excluded by GITLAB_MCP_EXCLUDE_TOOLS' };
  }

  /** Why an envelope was refused, as telemetry records it. */
  private refusalReason(action: unknown): string {
    const id = String(action);
    if (this.ctx.view.find(id)) return 'invalid_params';
    return this.ctx.registry.has(id) ? this.withheld(this.ctx.registry.get(id)).kind : 'unknown_action';
  }
}

/**
 * The first GitLab web URL of a query, read as its object for filling in parameters. A URL of
 * another host than the session's GitLab is not read (`foreign`): its IDs would name nothing here.
 */
function urlOf(query: string, instanceUrl: string): { url: GitlabWebUrl | undefined; foreign: string | undefined } {
  const instanceHost = hostOf(instanceUrl);
  for (const text of urlsIn(query)) {
    const parsed = parseGitlabWebUrl(text, instanceUrl);
    if (parsed === undefined) continue;
    return instanceHost !== undefined && parsed.host !== instanceHost ? { url: undefined, foreign: parsed.host } : { url: parsed, foreign: undefined };
  }
  return { url: undefined, foreign: undefined };
}

/** Optional parameters a model most often needs, in this order, at most three. */
const USEFUL_OPTIONAL = ['state', 'scope', 'status', 'search', 'labels', 'ref', 'ref_name', 'assignee_username', 'author_username', 'milestone', 'order_by', 'position', 'description', 'target_branch', 'source_branch'];

function usefulOptional(params: readonly string[], required: readonly string[]): string[] {
  return USEFUL_OPTIONAL.filter((p) => params.includes(p) && !required.includes(p)).slice(0, 3);
}

/** `name: type` of each parameter, the type read from the entry's input schema. */
function paramSignatures(entry: CatalogEntry, names: readonly string[]): string[] {
  const properties = (entry.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>;
  return names.map((n) => {
    const type = properties[n]?.type;
    return type === undefined ? n : `${n}: ${Array.isArray(type) ? type.join('|') : String(type)}`;
  });
}
