import { ElicitationDeferredError } from '@gitlab-mcp/action-kit';
import { CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY, ProtocolError, Server, type ClientCapabilities, type ServerContext } from '@modelcontextprotocol/server';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import { CapabilitiesFactory, ResourceSubscriptions, subscriptionSettingsOf, WatcherBudget, type SubscriptionSettings } from '../capabilities/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { serverVersion } from '../domains/server/server-version.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { errorResult, type ClientContext, type ToolResult } from '../pipeline/index.js';
import type { CredentialLimits } from '../rate-limit/index.js';
import { traceRequest, type RequestFacts } from '../telemetry/index.js';
import type { CredentialViewSource } from './credential-view.interface.js';
import { InputRounds, requestStateKey } from './input-rounds.js';
import { ListenWatchers } from './listen-watchers.js';
import { mcpMessages } from './mcp.messages.js';
import { McpRefusalError } from './mcp-refusal.error.js';
import { McpRequestHandlers, type ToolCallContext } from './mcp-request.handlers.js';
import { LIST_CACHE_HINT, modernCapabilities, SERVER_INSTRUCTIONS, SERVER_NAME, SERVER_TITLE } from './server-identity.js';

/** 2026-07-28 answers an unknown resource with invalid params (SEP-2164), `data.uri` naming it. */
const MODERN_RESOURCE_NOT_FOUND = -32602;

/**
 * The one place that wires the SDK's 2026-07-28 era (`@modelcontextprotocol/server`): the same
 * {@link McpRequestHandlers} as the 2025-11-25 wiring, one Server per request as the stateless
 * revision serves them. `server/discover` is the SDK's, from the capabilities and instructions
 * given here. Server-initiated requests do not exist in this era: a call that asks the user (a
 * destructive call's confirmation on the meta and individual surfaces, a guided flow) answers
 * `input_required` and resumes when the client calls again with the answer ({@link InputRounds}),
 * for a client whose request declares elicitation; any other gets E-61's re-send advice.
 * `subscriptions/listen` is the SDK entry's (acknowledgement, subscription ids, filtering); the
 * resources a listen stream names are watched by {@link listenWatchers}, with the watchers and
 * bounds of 2025-11-25's `resources/subscribe`.
 */
@Injectable()
export class ModernServerFactory {
  private readonly stateKey: Uint8Array | string;
  private readonly spentStates = new Map<string, number>();
  private readonly subscriptionSettings?: SubscriptionSettings;
  private readonly watcherBudget?: WatcherBudget;

  /**
   * @param capabilities the process-wide watcher budget both eras share; without it (a stdio
   * connection served before Nest loads) one of this factory's own, from the configuration
   */
  constructor(
    @Optional() @Inject(SERVER_CONFIG) private readonly config?: ServerConfig,
    @Optional() @Inject(APP_LOGGER) private readonly logger?: Logger,
    @Optional() capabilities?: CapabilitiesFactory,
  ) {
    this.stateKey = requestStateKey(config?.requestStateKey);
    if (capabilities) {
      this.subscriptionSettings = capabilities.subscriptionSettings;
      this.watcherBudget = capabilities.watcherBudget;
    } else if (config) {
      this.subscriptionSettings = subscriptionSettingsOf(config);
      this.watcherBudget = new WatcherBudget(this.subscriptionSettings);
    }
  }

  /**
   * The watchers of one owner of listen streams (one HTTP listen request, or a stdio connection),
   * or undefined when this configuration declares no resource subscriptions.
   * @param onUpdated publishes the change of a watched resource to the owner's streams
   */
  listenWatchers(source: CredentialViewSource, limits: CredentialLimits | undefined, onUpdated: (uri: string) => void): ListenWatchers | undefined {
    const settings = this.subscriptionSettings;
    const budget = this.watcherBudget;
    if (!settings || !budget || !('subscribe' in (modernCapabilities(this.config).resources ?? {}))) return undefined;
    const subscriptions = new ResourceSubscriptions(
      settings,
      budget,
      async (uri) => onUpdated(uri),
      (uri, e) => this.logger?.debug({ uri, err: e instanceof Error ? e.message : String(e) }, 'subscription poll failed; backing off'),
    );
    return new ListenWatchers(new McpRequestHandlers(source, limits, this.logger), subscriptions, budget, MODERN_RESOURCE_NOT_FOUND);
  }

  /** @param credential the caller's credential digest, which sealed multi-round-trip states are bound to */
  create(source: CredentialViewSource, limits: CredentialLimits | undefined, credential: string): Server {
    const declared = modernCapabilities(this.config);
    const server = new Server(
      { name: SERVER_NAME, title: SERVER_TITLE, version: serverVersion() },
      {
        capabilities: declared,
        instructions: SERVER_INSTRUCTIONS,
        cacheHints: { 'server/discover': LIST_CACHE_HINT, 'tools/list': LIST_CACHE_HINT, 'prompts/list': LIST_CACHE_HINT, 'resources/list': LIST_CACHE_HINT, 'resources/templates/list': LIST_CACHE_HINT, 'resources/read': { ttlMs: 0, cacheScope: 'private' } },
      },
    );
    const handlers = new McpRequestHandlers(source, limits, this.logger);
    const rounds = new InputRounds(this.stateKey, this.spentStates, credential);

    server.setRequestHandler('tools/list', (_req, ctx) => traced(ctx, () => handlers.listTools(ctx.mcpReq.signal)) as never);
    server.setRequestHandler('tools/call', (req, ctx) => traced(ctx, () => callTool(handlers, rounds, req.params.name, req.params.arguments ?? {}, req.params._meta?.progressToken, ctx)) as never);
    if ('resources' in declared) {
      server.setRequestHandler('resources/list', (_req, ctx) => traced(ctx, () => handlers.listResources(ctx.mcpReq.signal)) as never);
      server.setRequestHandler('resources/templates/list', (_req, ctx) => traced(ctx, () => handlers.listResourceTemplates(ctx.mcpReq.signal)) as never);
      server.setRequestHandler('resources/read', (req, ctx) => traced(ctx, () => handlers.readResource(req.params.uri, ctx.mcpReq.signal, MODERN_RESOURCE_NOT_FOUND), { resourceUri: req.params.uri }) as never);
    }
    if ('prompts' in declared) {
      server.setRequestHandler('prompts/list', (_req, ctx) => traced(ctx, () => handlers.listPrompts(ctx.mcpReq.signal)) as never);
      server.setRequestHandler('prompts/get', (req, ctx) => traced(ctx, () => handlers.getPrompt(req.params.name, req.params.arguments ?? {}, ctx.mcpReq.signal)) as never);
    }
    if ('completions' in declared) server.setRequestHandler('completion/complete', (req, ctx) => traced(ctx, () => handlers.complete(req.params, ctx.mcpReq.signal)) as never);
    return server;
  }
}

/**
 * One round of a tools/call. Progress goes back on the request's own stream. A client whose
 * request declares elicitation is asked through `input_required` rounds: the answers given so far
 * are replayed to the handler in order, and the next question ends the round.
 */
async function callTool(handlers: McpRequestHandlers, rounds: InputRounds, name: string, args: Record<string, unknown>, progressToken: string | number | undefined, ctx: ServerContext): Promise<unknown> {
  const context: ToolCallContext = {
    signal: ctx.mcpReq.signal,
    progress:
      progressToken === undefined
        ? undefined
        : (progress, total, message) => ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress, total, message } }),
  };
  if (declaredCapabilities(ctx).elicitation === undefined) return handlers.callTool(name, args, context);
  const resumed = await rounds.answers(ctx, name, args);
  if ('refused' in resumed) return errorResult(mcpMessages.requestStateRefused(resumed.refused)) satisfies ToolResult;
  const answers = resumed.answers;
  let asked = 0;
  const elicit: NonNullable<ClientContext['elicit']> = async (message, schema) => {
    if (asked < answers.length) return answers[asked++];
    throw new ElicitationDeferredError(message, schema);
  };
  try {
    return await handlers.callTool(name, args, { ...context, elicit });
  } catch (e) {
    if (e instanceof ElicitationDeferredError) return rounds.ask(ctx, name, args, answers, e);
    throw e;
  }
}

/** Runs one request's handler in its telemetry span (a no-op without telemetry); a refusal becomes the SDK's ProtocolError. */
function traced<T>(ctx: ServerContext, run: () => Promise<T>, facts: Partial<RequestFacts> = {}): Promise<T> {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  const version = envelope?.[PROTOCOL_VERSION_META_KEY];
  const headers = ctx.http?.req?.headers;
  return traceRequest(
    {
      method: ctx.mcpReq.method,
      requestId: ctx.mcpReq.id,
      ...(typeof version === 'string' ? { protocolVersion: version } : {}),
      meta: ctx.mcpReq._meta,
      ...(headers === undefined ? {} : { headers }),
      ...facts,
    },
    () => modern(run),
  );
}

/** The client capabilities this request declares in its envelope (2026-07-28 declares them per request). */
function declaredCapabilities(ctx: ServerContext): ClientCapabilities {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  return (envelope?.[CLIENT_CAPABILITIES_META_KEY] ?? {}) as ClientCapabilities;
}

/** Runs a handler of the 2026-07-28 era: a refusal becomes the SDK's ProtocolError. */
async function modern<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof McpRefusalError) throw new ProtocolError(e.code, e.message, e.data);
    throw e;
  }
}
