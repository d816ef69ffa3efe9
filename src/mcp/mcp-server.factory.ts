import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ProgressNotificationSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type CallToolRequest,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CapabilitiesFactory, CapabilityError, EMPTY_COMPLETION, ResourceSubscriptions } from '../capabilities/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { serverVersion } from '../domains/server/server-version.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import type { ClientContext } from '../pipeline/index.js';
import type { CredentialLimits } from '../rate-limit/index.js';
import { mcpMessages, NO_SCOPE_CODE, NOT_READY_CODE, RESOURCE_NOT_FOUND_CODE } from './mcp.messages.js';
import { rateLimitReplies } from './rate-limit.replies.js';
import type { CredentialView, CredentialViewSource } from './credential-view.interface.js';
import { SERVER_INSTRUCTIONS, SERVER_NAME, SERVER_TITLE, serverCapabilities, subscriptionsEnabled, TOOLS_ONLY_CAPABILITIES } from './server-identity.js';

/**
 * tools/call registered over a lenient envelope: the SDK's own tools/call wrapper then validates
 * the request and answers malformed params with -32602 Invalid params, where the strict schema
 * would fail first with a -32603 internal error.
 */
const LENIENT_CALL_TOOL_REQUEST = z.object({ method: z.literal('tools/call'), params: z.unknown() });

/** What the SDK passes each request handler beside the request: its abort signal, notification sender, ... */
type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
/** The readiness gate of one server: the credential view once ready, else the JSON-RPC error to answer. */
type Ready = (extra: Extra) => Promise<CredentialView>;

/**
 * The one place that wires the SDK's low-level Server: it installs the handlers and delegates
 * to the surface and the capabilities of the credential view. One Server per transport or session.
 */
@Injectable()
export class McpServerFactory {
  /**
   * Without a configuration (unit tests) the server offers tools only.
   * @param config decides the declared capabilities (A-60..A-65), as for the stdio channel
   * @param logger receives the progress notifications a client sends (A-63: only logged)
   * @param capabilities subscription settings and the process-wide watcher budget
   */
  constructor(
    @Optional() @Inject(SERVER_CONFIG) private readonly config?: ServerConfig,
    @Optional() @Inject(APP_LOGGER) private readonly logger?: Logger,
    @Optional() private readonly capabilities?: CapabilitiesFactory,
  ) {}

  /**
   * @param source where the served view comes from (behind the readiness gate).
   * @param limits the credential's rate-limit buckets; none when the limiter is off.
   *   Checked once the gate is open and before any work: a tools/list is charged by the number
   *   of tools it returns, known only then, and a request that ends at the gate costs nothing.
   */
  create(source: CredentialViewSource, limits?: CredentialLimits): Server {
    const declared = this.config ? serverCapabilities(this.config) : TOOLS_ONLY_CAPABILITIES;
    const server = new Server({ name: SERVER_NAME, title: SERVER_TITLE, version: serverVersion() }, { capabilities: declared, instructions: SERVER_INSTRUCTIONS });
    const ready: Ready = async (extra) => {
      let view: CredentialView;
      try {
        view = await source.current(extra.signal);
      } catch {
        throw new McpError(NOT_READY_CODE, mcpMessages.notReady);
      }
      if (view.noScope) throw new McpError(NO_SCOPE_CODE, mcpMessages.noScope);
      return view;
    };

    server.setRequestHandler(ListToolsRequestSchema, async (_req, extra) => {
      const view = await ready(extra);
      const refused = limits?.admit('tools/list', { listed: view.surface.tools.length });
      if (refused) throw rateLimitReplies.listing(refused);
      return { tools: view.surface.tools as never };
    });

    server.setRequestHandler(LENIENT_CALL_TOOL_REQUEST, async (raw, extra) => {
      // The SDK's tools/call wrapper has validated this request against CallToolRequestSchema
      // before calling here (it refuses anything else with -32602), and that schema transforms
      // nothing: the request is read as is instead of being parsed a second time.
      const req = raw as unknown as CallToolRequest;
      const view = await ready(extra);
      const refused = limits?.admit('tools/call');
      if (refused) return rateLimitReplies.call(refused) as never;
      const client = this.clientContext(server, view, req.params._meta?.progressToken, extra);
      const pending = view.surface.call(req.params.name, req.params.arguments ?? {}, client);
      if (!pending) throw new McpError(ErrorCode.InvalidParams, mcpMessages.unknownTool(req.params.name));
      const result = await pending;
      await source.afterCall?.(view);
      return result as never;
    });

    server.setNotificationHandler(ProgressNotificationSchema, async (n) => {
      this.logger?.debug({ progress_token: n.params.progressToken, progress: n.params.progress, total: n.params.total }, 'progress notification from the client (ignored)');
    });

    if ('resources' in declared) this.installResources(server, ready, limits);
    if ('prompts' in declared) this.installPrompts(server, ready, limits);
    if ('completions' in declared) this.installCompletion(server, ready, limits);
    if (this.config && this.capabilities && subscriptionsEnabled(this.config)) this.installSubscriptions(server, ready, limits, this.capabilities);
    return server;
  }

  /** resources/list and templates are not limited; resources/read draws from the calls bucket. */
  private installResources(server: Server, ready: Ready, limits: CredentialLimits | undefined): void {
    server.setRequestHandler(ListResourcesRequestSchema, async (_req, extra) => {
      const view = await ready(extra);
      return { resources: view.capabilities?.resources.list() ?? [] };
    });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async (_req, extra) => {
      const view = await ready(extra);
      return { resourceTemplates: view.capabilities?.resources.templateListings() ?? [] };
    });
    server.setRequestHandler(ReadResourceRequestSchema, async (req, extra) => {
      const view = await ready(extra);
      const refused = limits?.admit('resources/read');
      if (refused) throw rateLimitReplies.request(refused);
      const resources = view.capabilities?.resources;
      if (!resources) throw new McpError(RESOURCE_NOT_FOUND_CODE, mcpMessages.unknownResource(req.params.uri));
      return (await protocolErrors(RESOURCE_NOT_FOUND_CODE, () => resources.read(req.params.uri, { session: view.session, signal: extra.signal }))) as never;
    });
  }

  /** prompts/get draws from the calls bucket. */
  private installPrompts(server: Server, ready: Ready, limits: CredentialLimits | undefined): void {
    server.setRequestHandler(ListPromptsRequestSchema, async (_req, extra) => {
      const view = await ready(extra);
      return { prompts: view.capabilities?.prompts?.list() ?? [] };
    });
    server.setRequestHandler(GetPromptRequestSchema, async (req, extra) => {
      const view = await ready(extra);
      const refused = limits?.admit('prompts/get');
      if (refused) throw rateLimitReplies.request(refused);
      const prompts = view.capabilities?.prompts;
      if (!prompts) throw new McpError(ErrorCode.InvalidParams, mcpMessages.unknownPrompt(req.params.name));
      return (await protocolErrors(ErrorCode.InvalidParams, () => prompts.get(req.params.name, req.params.arguments ?? {}, { session: view.session, signal: extra.signal }))) as never;
    });
  }

  /** its own bucket; a refusal or any failure answers an empty completion, never an error. */
  private installCompletion(server: Server, ready: Ready, limits: CredentialLimits | undefined): void {
    server.setRequestHandler(CompleteRequestSchema, async (req, extra) => {
      const view = await ready(extra);
      if (limits?.admit('completion/complete')) return rateLimitReplies.completion();
      const completion = view.capabilities?.completion;
      if (!completion) return EMPTY_COMPLETION as never;
      const ref = req.params.ref.type === 'ref/prompt' ? { type: 'ref/prompt' as const, name: req.params.ref.name } : { type: 'ref/resource' as const, uri: req.params.ref.uri };
      try {
        return (await completion.complete({ ref, argument: req.params.argument, context: req.params.context?.arguments ?? {} }, { session: view.session, signal: extra.signal })) as never;
      } catch (e) {
        this.logger?.debug({ argument: req.params.argument.name, err: e instanceof Error ? e.message : String(e) }, 'completion failed; answering empty');
        return EMPTY_COMPLETION as never;
      }
    });
  }

  /** watchers of this session, polled with back-off, all stopped when the session closes. */
  private installSubscriptions(server: Server, ready: Ready, limits: CredentialLimits | undefined, factory: CapabilitiesFactory): void {
    const subscriptions = new ResourceSubscriptions(
      factory.subscriptionSettings,
      factory.watcherBudget,
      (uri) => server.sendResourceUpdated({ uri }),
      (uri, e) => this.logger?.debug({ uri, err: e instanceof Error ? e.message : String(e) }, 'subscription poll failed; backing off'),
    );
    const previous = server.onclose;
    server.onclose = () => {
      subscriptions.close();
      previous?.();
    };
    server.setRequestHandler(SubscribeRequestSchema, async (req, extra) => {
      const view = await ready(extra);
      const refused = limits?.admit('resources/subscribe');
      if (refused) throw rateLimitReplies.request(refused);
      const resources = view.capabilities?.resources;
      const uri = req.params.uri;
      if (!resources?.subscribable(uri)) throw new McpError(ErrorCode.InvalidParams, mcpMessages.notSubscribable(uri));
      const snapshot = async (signal: AbortSignal): Promise<string> => (await resources.read(uri, { session: view.session, signal })).contents.map((c) => c.text).join('\n');
      await protocolErrors(RESOURCE_NOT_FOUND_CODE, () => subscriptions.subscribe(uri, view.session.client, snapshot, extra.signal));
      return {};
    });
    server.setRequestHandler(UnsubscribeRequestSchema, async (req, extra) => {
      await ready(extra);
      subscriptions.unsubscribe(req.params.uri);
      return {};
    });
  }

  private clientContext(server: Server, view: CredentialView, progressToken: string | number | undefined, extra: Extra): ClientContext {
    const canElicit = server.getClientCapabilities()?.elicitation !== undefined;
    return {
      session: view.session,
      signal: extra.signal,
      progress:
        progressToken === undefined
          ? undefined
          : (progress, total, message) =>
              extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total, message } }),
      elicit: canElicit
        ? async (message, schema) => {
            const r = await server.elicitInput({ message, requestedSchema: schema as never }, { signal: extra.signal });
            return { action: r.action, content: r.content };
          }
        : undefined,
    };
  }
}

/**
 * A capability's own failure becomes the matching JSON-RPC error (two error families, style 11).
 * @param notFoundCode -32002 for resources, invalid params for an unknown prompt
 */
async function protocolErrors<T>(notFoundCode: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof CapabilityError)) throw e;
    const code = e.kind === 'not_found' ? notFoundCode : e.kind === 'invalid' ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    throw new McpError(code, e.message);
  }
}
