import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type ServerNotification, type ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { Injectable } from '@nestjs/common';
import { serverVersion } from '../domains/server/server-version.js';
import type { CredentialLimits } from '../rate-limit/index.js';
import type { BaseCall } from '../surfaces/surface.interface.js';
import { mcpMessages, NO_SCOPE_CODE, NOT_READY_CODE } from './mcp.messages.js';
import { rateLimitReplies } from './rate-limit.replies.js';
import type { ServingState, ServingStateSource } from './serving-state.interface.js';
import { SERVER_CAPABILITIES, SERVER_INSTRUCTIONS, SERVER_NAME, SERVER_TITLE } from './server-identity.js';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * The one place that wires the SDK's low-level Server: it installs the handlers and delegates
 * to the surface of the serving state. One Server per transport or session.
 */
@Injectable()
export class McpServerFactory {
  /**
   * @param source where the served state comes from (behind the readiness gate).
   * @param limits the credential's rate-limit buckets; none when the limiter is off.
   *   Checked once the gate is open and before any work: a tools/list is charged by the number
   *   of tools it returns, known only then, and a request that ends at the gate costs nothing.
   */
  create(source: ServingStateSource, limits?: CredentialLimits): Server {
    const server = new Server(
      { name: SERVER_NAME, title: SERVER_TITLE, version: serverVersion() },
      { capabilities: SERVER_CAPABILITIES, instructions: SERVER_INSTRUCTIONS },
    );
    const ready = async (extra: Extra): Promise<ServingState> => {
      let state: ServingState;
      try {
        state = await source.current(extra.signal);
      } catch {
        throw new McpError(NOT_READY_CODE, mcpMessages.notReady);
      }
      if (state.noScope) throw new McpError(NO_SCOPE_CODE, mcpMessages.noScope);
      return state;
    };

    server.setRequestHandler(ListToolsRequestSchema, async (_req, extra) => {
      const state = await ready(extra);
      const refused = limits?.admit('tools/list', { listed: state.surface.tools.length });
      if (refused) throw rateLimitReplies.listing(refused);
      return { tools: state.surface.tools as never };
    });

    server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
      const state = await ready(extra);
      const refused = limits?.admit('tools/call');
      if (refused) return rateLimitReplies.call(refused) as never;
      const base = this.baseCall(server, state, req.params._meta?.progressToken, extra);
      const pending = state.surface.call(req.params.name, req.params.arguments ?? {}, base);
      if (!pending) throw new McpError(ErrorCode.InvalidParams, mcpMessages.unknownTool(req.params.name));
      const result = await pending;
      await source.afterCall?.(state);
      return result as never;
    });
    return server;
  }

  private baseCall(server: Server, state: ServingState, progressToken: string | number | undefined, extra: Extra): BaseCall {
    const canElicit = server.getClientCapabilities()?.elicitation !== undefined;
    return {
      session: state.session,
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
