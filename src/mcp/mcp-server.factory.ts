import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CompleteRequestSchema,
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
import { traceRequest, type RequestFacts } from '../telemetry/index.js';
import { McpRefusalError } from './mcp-refusal.error.js';
import { McpRequestHandlers, type ToolCallContext } from './mcp-request.handlers.js';
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
   * @param protocolVersion the version negotiated at `initialize` (stdio), recorded on telemetry;
   *   over HTTP each request's `MCP-Protocol-Version` header says it
   */
  create(source: CredentialViewSource, limits?: CredentialLimits, protocolVersion?: string): Server {
    const declared = this.config ? serverCapabilities(this.config) : TOOLS_ONLY_CAPABILITIES;
    const server = new Server({ name: SERVER_NAME, title: SERVER_TITLE, version: serverVersion() }, { capabilities: declared, instructions: SERVER_INSTRUCTIONS });
    const handlers = new McpRequestHandlers(source, limits, this.logger);
    /** Each request runs in its telemetry span (a no-op without telemetry), refusals already the SDK's McpError. */
    const traced = <T>(method: string, params: { _meta?: unknown } | undefined, extra: Extra, run: () => Promise<T>, facts: Partial<RequestFacts> = {}): Promise<T> =>
      traceRequest({ ...requestFacts(method, params, extra, protocolVersion), ...facts }, () => legacy(run));

    server.setRequestHandler(ListToolsRequestSchema, (req, extra) => traced('tools/list', req.params, extra, () => handlers.listTools(extra.signal)) as never);

    server.setRequestHandler(LENIENT_CALL_TOOL_REQUEST, async (raw, extra) => {
      // The SDK's tools/call wrapper has validated this request against CallToolRequestSchema
      // before calling here (it refuses anything else with -32602), and that schema transforms
      // nothing: the request is read as is instead of being parsed a second time.
      const req = raw as unknown as CallToolRequest;
      const context = this.callContext(server, req.params._meta?.progressToken, extra);
      return (await traced('tools/call', req.params, extra, () => handlers.callTool(req.params.name, req.params.arguments ?? {}, context))) as never;
    });

    server.setNotificationHandler(ProgressNotificationSchema, async (n) => {
      this.logger?.debug({ progress_token: n.params.progressToken, progress: n.params.progress, total: n.params.total }, 'progress notification from the client (ignored)');
    });

    if ('resources' in declared) {
      server.setRequestHandler(ListResourcesRequestSchema, (req, extra) => traced('resources/list', req.params, extra, () => handlers.listResources(extra.signal)) as never);
      server.setRequestHandler(ListResourceTemplatesRequestSchema, (req, extra) => traced('resources/templates/list', req.params, extra, () => handlers.listResourceTemplates(extra.signal)) as never);
      server.setRequestHandler(ReadResourceRequestSchema, (req, extra) => traced('resources/read', req.params, extra, () => handlers.readResource(req.params.uri, extra.signal), { resourceUri: req.params.uri }) as never);
    }
    if ('prompts' in declared) {
      server.setRequestHandler(ListPromptsRequestSchema, (req, extra) => traced('prompts/list', req.params, extra, () => handlers.listPrompts(extra.signal)) as never);
      server.setRequestHandler(GetPromptRequestSchema, (req, extra) => traced('prompts/get', req.params, extra, () => handlers.getPrompt(req.params.name, req.params.arguments ?? {}, extra.signal)) as never);
    }
    if ('completions' in declared) server.setRequestHandler(CompleteRequestSchema, (req, extra) => traced('completion/complete', req.params, extra, () => handlers.complete(req.params, extra.signal)) as never);
    if (this.config && this.capabilities && subscriptionsEnabled(this.config)) this.installSubscriptions(server, handlers, this.capabilities, traced);
    return server;
  }

  /** watchers of this session, polled with back-off, all stopped when the session closes. */
  private installSubscriptions(server: Server, handlers: McpRequestHandlers, factory: CapabilitiesFactory, traced: Traced): void {
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
      traced('resources/subscribe', req.params, extra, async () => {
        await handlers.admitWatching('resources/subscribe', extra.signal);
        await handlers.watch(subscriptions, req.params.uri, extra.signal);
        return {};
      }, { resourceUri: req.params.uri }),
    );
    server.setRequestHandler(UnsubscribeRequestSchema, (req, extra) =>
      traced('resources/unsubscribe', req.params, extra, async () => {
        await handlers.ready(extra.signal);
        subscriptions.unsubscribe(req.params.uri);
        return {};
      }, { resourceUri: req.params.uri }),
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

/** Runs one request's handler in its telemetry span (see {@link McpServerFactory.create}). */
type Traced = <T>(method: string, params: { _meta?: unknown } | undefined, extra: Extra, run: () => Promise<T>, facts?: Partial<RequestFacts>) => Promise<T>;

/** What telemetry records of a 2025-11-25 request: its id, session, protocol version and trace carriers. */
function requestFacts(method: string, params: { _meta?: unknown } | undefined, extra: Extra, protocolVersion: string | undefined): RequestFacts {
  const headers = extra.requestInfo?.headers;
  const versionHeader = headers?.['mcp-protocol-version'];
  return {
    method,
    requestId: extra.requestId,
    protocolVersion: (Array.isArray(versionHeader) ? versionHeader[0] : versionHeader) ?? protocolVersion,
    ...(extra.sessionId === undefined ? {} : { sessionId: extra.sessionId }),
    meta: params?._meta,
    ...(headers === undefined ? {} : { headers }),
  };
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
