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
import { CapabilitiesFactory, ResourceSubscriptions } from '../capabilities/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { serverVersion } from '../domains/server/server-version.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import type { CredentialLimits } from '../rate-limit/index.js';
import { mcpMessages, RESOURCE_NOT_FOUND_CODE } from './mcp.messages.js';
import { McpRefusalError } from './mcp-refusal.error.js';
import { McpRequestHandlers, refusals, type ToolCallContext } from './mcp-request.handlers.js';
import { rateLimitReplies } from './rate-limit.replies.js';
import type { CredentialViewSource } from './credential-view.interface.js';
import { SERVER_INSTRUCTIONS, SERVER_NAME, SERVER_TITLE, serverCapabilities, subscriptionsEnabled, TOOLS_ONLY_CAPABILITIES } from './server-identity.js';

/**
 * tools/call registered over a lenient envelope: the SDK's own tools/call wrapper then validates
 * the request and answers malformed params with -32602 Invalid params, where the strict schema
 * would fail first with a -32603 internal error.
 */
const LENIENT_CALL_TOOL_REQUEST = z.object({ method: z.literal('tools/call'), params: z.unknown() });

/** What the SDK passes each request handler beside the request: its abort signal, notification sender, ... */
type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

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
    const handlers = new McpRequestHandlers(source, limits, this.logger);

    server.setRequestHandler(ListToolsRequestSchema, (_req, extra) => legacy(() => handlers.listTools(extra.signal)) as never);

    server.setRequestHandler(LENIENT_CALL_TOOL_REQUEST, async (raw, extra) => {
      // The SDK's tools/call wrapper has validated this request against CallToolRequestSchema
      // before calling here (it refuses anything else with -32602), and that schema transforms
      // nothing: the request is read as is instead of being parsed a second time.
      const req = raw as unknown as CallToolRequest;
      const context = this.callContext(server, req.params._meta?.progressToken, extra);
      return (await legacy(() => handlers.callTool(req.params.name, req.params.arguments ?? {}, context))) as never;
    });

    server.setNotificationHandler(ProgressNotificationSchema, async (n) => {
      this.logger?.debug({ progress_token: n.params.progressToken, progress: n.params.progress, total: n.params.total }, 'progress notification from the client (ignored)');
    });

    if ('resources' in declared) {
      server.setRequestHandler(ListResourcesRequestSchema, (_req, extra) => legacy(() => handlers.listResources(extra.signal)) as never);
      server.setRequestHandler(ListResourceTemplatesRequestSchema, (_req, extra) => legacy(() => handlers.listResourceTemplates(extra.signal)) as never);
      server.setRequestHandler(ReadResourceRequestSchema, (req, extra) => legacy(() => handlers.readResource(req.params.uri, extra.signal)) as never);
    }
    if ('prompts' in declared) {
      server.setRequestHandler(ListPromptsRequestSchema, (_req, extra) => legacy(() => handlers.listPrompts(extra.signal)) as never);
      server.setRequestHandler(GetPromptRequestSchema, (req, extra) => legacy(() => handlers.getPrompt(req.params.name, req.params.arguments ?? {}, extra.signal)) as never);
    }
    if ('completions' in declared) server.setRequestHandler(CompleteRequestSchema, (req, extra) => legacy(() => handlers.complete(req.params, extra.signal)) as never);
    if (this.config && this.capabilities && subscriptionsEnabled(this.config)) this.installSubscriptions(server, handlers, limits, this.capabilities);
    return server;
  }

  /** watchers of this session, polled with back-off, all stopped when the session closes. */
  private installSubscriptions(server: Server, handlers: McpRequestHandlers, limits: CredentialLimits | undefined, factory: CapabilitiesFactory): void {
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
    server.setRequestHandler(SubscribeRequestSchema, (req, extra) =>
      legacy(async () => {
        const view = await handlers.ready(extra.signal);
        const refused = await limits?.admit('resources/subscribe');
        if (refused) throw rateLimitReplies.request(refused);
        const resources = view.capabilities?.resources;
        const uri = req.params.uri;
        if (!resources?.subscribable(uri)) throw new McpRefusalError(ErrorCode.InvalidParams, mcpMessages.notSubscribable(uri));
        const snapshot = async (signal: AbortSignal): Promise<string> => (await resources.read(uri, { session: view.session, signal })).contents.map((c) => c.text).join('\n');
        await refusals(RESOURCE_NOT_FOUND_CODE, () => subscriptions.subscribe(uri, view.session.client, snapshot, extra.signal), { uri });
        return {};
      }),
    );
    server.setRequestHandler(UnsubscribeRequestSchema, (req, extra) =>
      legacy(async () => {
        await handlers.ready(extra.signal);
        subscriptions.unsubscribe(req.params.uri);
        return {};
      }),
    );
  }

  private callContext(server: Server, progressToken: string | number | undefined, extra: Extra): ToolCallContext {
    const canElicit = server.getClientCapabilities()?.elicitation !== undefined;
    return {
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

/** Runs a handler of the 2025-11-25 era: a refusal becomes the SDK's McpError. */
async function legacy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof McpRefusalError) throw new McpError(e.code, e.message, e.data);
    throw e;
  }
}
