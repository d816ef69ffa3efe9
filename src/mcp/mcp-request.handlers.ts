import type { Logger } from 'pino';
import { CapabilityError, EMPTY_COMPLETION, type ResourceSubscriptions } from '../capabilities/index.js';
import type { ClientContext, ToolResult } from '../pipeline/index.js';
import type { CredentialLimits, RateLimitRefusal } from '../rate-limit/index.js';
import { noteCall } from '../telemetry/index.js';
import type { CredentialView, CredentialViewSource } from './credential-view.interface.js';
import { mcpMessages, NO_SCOPE_CODE, NOT_READY_CODE, RESOURCE_NOT_FOUND_CODE } from './mcp.messages.js';
import { McpRefusalError } from './mcp-refusal.error.js';
import { rateLimitReplies } from './rate-limit.replies.js';

/** JSON-RPC's invalid params, the protocol's own code for an unknown tool or prompt. */
const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

/** What a tools/call carries beside its name and arguments, read by the era's wiring from its request. */
export interface ToolCallContext {
  readonly signal: AbortSignal;
  readonly progress?: ClientContext['progress'];
  readonly elicit?: ClientContext['elicit'];
}

/** A completion request as both eras carry it. */
export interface CompletionParams {
  readonly ref: { readonly type: string; readonly name?: string; readonly uri?: string };
  readonly argument: { readonly name: string; readonly value: string };
  readonly context?: { readonly arguments?: Record<string, string> };
}

/**
 * The MCP requests this server answers, as plain data in and out: the readiness gate,
 * the scope refusal, the credential's rate limits and the surface and capabilities
 * of its view. Each protocol era's SDK wiring (mcp-server.factory.ts for 2025-11-25,
 * modern-server.factory.ts for 2026-07-28) calls these and turns an {@link McpRefusalError} into its
 * own error type. One instance per SDK server.
 */
export class McpRequestHandlers {
  constructor(
    private readonly source: CredentialViewSource,
    private readonly limits: CredentialLimits | undefined,
    private readonly logger: Logger | undefined,
  ) {}

  async ready(signal: AbortSignal): Promise<CredentialView> {
    let view: CredentialView;
    try {
      view = await this.source.current(signal);
    } catch {
      noteCall({ refusal: 'not_ready' });
      throw new McpRefusalError(NOT_READY_CODE, mcpMessages.notReady);
    }
    if (view.noScope) {
      noteCall({ refusal: 'scope' });
      throw new McpRefusalError(NO_SCOPE_CODE, mcpMessages.noScope);
    }
    return view;
  }

  /** The reply to a request the rate limits refused, noted for telemetry (reason and bucket). */
  rateLimited<T>(refused: RateLimitRefusal, reply: T): T {
    noteCall({ refusal: 'rate_limited', rateLimitBucket: refused.bucket });
    return reply;
  }

  async listTools(signal: AbortSignal): Promise<{ tools: readonly unknown[] }> {
    const view = await this.ready(signal);
    const refused = await this.limits?.admit('tools/list', { listed: view.surface.tools.length });
    if (refused) throw this.rateLimited(refused, rateLimitReplies.listing(refused));
    return { tools: view.surface.tools };
  }

  async callTool(name: string, args: Record<string, unknown>, ctx: ToolCallContext): Promise<ToolResult> {
    const view = await this.ready(ctx.signal);
    const refused = await this.limits?.admit('tools/call');
    if (refused) return this.rateLimited(refused, rateLimitReplies.call(refused));
    const client: ClientContext = { session: view.session, signal: ctx.signal, progress: ctx.progress, elicit: ctx.elicit };
    const pending = view.surface.call(name, args, client);
    if (!pending) {
      noteCall({ refusal: 'unknown_tool' });
      throw new McpRefusalError(INVALID_PARAMS, mcpMessages.unknownTool(name));
    }
    noteCall({ tool: name });
    const result = await pending;
    await this.source.afterCall?.(view);
    return result;
  }

  /** resources/list and templates are not limited; resources/read draws from the calls bucket. */
  async listResources(signal: AbortSignal): Promise<{ resources: readonly unknown[] }> {
    const view = await this.ready(signal);
    return { resources: view.capabilities?.resources.list() ?? [] };
  }

  async listResourceTemplates(signal: AbortSignal): Promise<{ resourceTemplates: readonly unknown[] }> {
    const view = await this.ready(signal);
    return { resourceTemplates: view.capabilities?.resources.templateListings() ?? [] };
  }

  /** @param notFoundCode the era's code for an unknown resource (−32002 in 2025-11-25, −32602 in 2026-07-28) */
  async readResource(uri: string, signal: AbortSignal, notFoundCode = RESOURCE_NOT_FOUND_CODE): Promise<unknown> {
    const view = await this.ready(signal);
    const refused = await this.limits?.admit('resources/read');
    if (refused) throw this.rateLimited(refused, rateLimitReplies.request(refused));
    const resources = view.capabilities?.resources;
    if (!resources) throw new McpRefusalError(notFoundCode, mcpMessages.unknownResource(uri), { uri });
    return refusals(notFoundCode, () => resources.read(uri, { session: view.session, signal }), { uri });
  }

  /**
   * admits a request that starts watching (`resources/subscribe`, `subscriptions/listen`:
   * both draw from the calls bucket) and returns the caller's view.
   */
  async admitWatching(method: 'resources/subscribe' | 'subscriptions/listen', signal: AbortSignal): Promise<CredentialView> {
    const view = await this.ready(signal);
    const refused = await this.limits?.admit(method);
    if (refused) throw this.rateLimited(refused, rateLimitReplies.request(refused));
    return view;
  }

  /**
   * starts watching `uri` in `subscriptions`, the same watcher for both eras. A URI that
   * names no single object or single-parent list is refused, and so is one whose first read fails.
   * @param notFoundCode the era's code for an unknown resource
   */
  async watch(subscriptions: ResourceSubscriptions, uri: string, signal: AbortSignal, notFoundCode = RESOURCE_NOT_FOUND_CODE): Promise<void> {
    const view = await this.ready(signal);
    const resources = view.capabilities?.resources;
    if (!resources?.subscribable(uri)) throw new McpRefusalError(INVALID_PARAMS, mcpMessages.notSubscribable(uri));
    const snapshot = async (poll: AbortSignal): Promise<string> => (await resources.read(uri, { session: view.session, signal: poll })).contents.map((c) => c.text).join('\n');
    await refusals(notFoundCode, () => subscriptions.subscribe(uri, view.session.client, snapshot, signal), { uri });
  }

  /** prompts/get draws from the calls bucket. */
  async listPrompts(signal: AbortSignal): Promise<{ prompts: readonly unknown[] }> {
    const view = await this.ready(signal);
    return { prompts: view.capabilities?.prompts?.list() ?? [] };
  }

  async getPrompt(name: string, args: Record<string, string>, signal: AbortSignal): Promise<unknown> {
    const view = await this.ready(signal);
    const refused = await this.limits?.admit('prompts/get');
    if (refused) throw this.rateLimited(refused, rateLimitReplies.request(refused));
    const prompts = view.capabilities?.prompts;
    if (!prompts) throw new McpRefusalError(INVALID_PARAMS, mcpMessages.unknownPrompt(name));
    const answer = await refusals(INVALID_PARAMS, () => prompts.get(name, args, { session: view.session, signal }));
    noteCall({ prompt: name });
    return answer;
  }

  /** its own bucket; a refusal or any failure answers an empty completion, never an error. */
  async complete(params: CompletionParams, signal: AbortSignal): Promise<unknown> {
    const view = await this.ready(signal);
    const refused = await this.limits?.admit('completion/complete');
    if (refused) return this.rateLimited(refused, rateLimitReplies.completion());
    const completion = view.capabilities?.completion;
    if (!completion) return EMPTY_COMPLETION;
    const ref = params.ref.type === 'ref/prompt' ? { type: 'ref/prompt' as const, name: params.ref.name ?? '' } : { type: 'ref/resource' as const, uri: params.ref.uri ?? '' };
    try {
      return await completion.complete({ ref, argument: params.argument, context: params.context?.arguments ?? {} }, { session: view.session, signal });
    } catch (e) {
      this.logger?.debug({ argument: params.argument.name, err: e instanceof Error ? e.message : String(e) }, 'completion failed; answering empty');
      return EMPTY_COMPLETION;
    }
  }
}

/**
 * A capability's own failure becomes the matching refusal (two error families, style 11).
 * @param notFoundCode the resource-not-found code of the era, or invalid params for an unknown prompt
 */
export async function refusals<T>(notFoundCode: number, run: () => Promise<T>, data?: Record<string, unknown>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof CapabilityError)) throw e;
    const code = e.kind === 'not_found' ? notFoundCode : e.kind === 'invalid' ? INVALID_PARAMS : INTERNAL_ERROR;
    throw new McpRefusalError(code, e.message, e.kind === 'not_found' ? data : undefined);
  }
}
