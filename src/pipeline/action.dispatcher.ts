import { ElicitationDeferredError, type ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, boundGitlabText, GitlabCallError, GraphqlDataError } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { isDestructiveCall, type CatalogEntry, type JsonSchema } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { noteCall } from '../telemetry/index.js';
import type { ActionRequest } from './action-request.interface.js';
import { ArgumentDecoder } from './argument.decoder.js';
import { resolveUsernames } from './argument.repair.js';
import type { CallContext, CallSource, SurfaceKind } from './call-context.interface.js';
import { confirmDestructive } from './confirmation.guard.js';
import { ConfirmationRefusalError } from './confirmation-refusal.error.js';
import { notFoundCard } from './not-found-card.js';
import { safeModePreview } from './safe-mode.preview.js';
import { stripNulls } from './strip-nulls.js';
import { inTransportWords } from './token-wording.js';
import { errorResult, successResult, type ToolResult } from './tool-result.js';
import { resolveUrlArguments } from './url-arguments.js';

const URL_TYPES_OPEN: ReadonlySet<string> = new Set(['string', 'integer']);
const URL_TYPES_CLOSED: ReadonlySet<string> = new Set(['string']);

type Outcome = 'ok' | 'not_found' | 'refused' | 'gitlab_error' | 'preview' | 'unexpected' | ConfirmationRefusalError['outcome'];

/**
 * The pipeline's entry point: runs one action the same way for every surface and for the
 * plain-action runner. A surface hands over the entry, the parameters as sent and whether the
 * caller confirmed; this decodes and checks them (ArgumentDecoder), applies the guards (safe mode,
 * destructive confirmation), calls the handler under the action deadline, and turns the outcome
 * into a tool result. Failures never escape as exceptions. Inject it with `@InjectActionDispatcher()`.
 */
@Injectable()
export class ActionDispatcher {
  private readonly decoder: ArgumentDecoder;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.decoder = new ArgumentDecoder(config.metaParamSchema);
  }

  async dispatch(request: ActionRequest, call: CallContext): Promise<ToolResult> {
    const { entry } = request;
    const started = performance.now();
    const { result, outcome, detail } = await this.run(request, call);
    // A call another capability made through the plain-action runner is not the request's own.
    if (call.source !== 'action_runner') noteCall({ actionId: entry.id, domain: entry.domain, ...refusalOf(outcome) });
    const fields = { action: entry.id, surface: this.surfaceOf(call.source), outcome, is_error: result.isError === true, duration_ms: Math.round(performance.now() - started) };
    if (outcome === 'unexpected') {
      this.logger.warn({ ...fields, error: boundGitlabText(detail ?? '') }, 'tool call failed');
    } else if (outcome === 'gitlab_error' || outcome === 'refused' || outcome === 'confirmation_failed') {
      // The result text is already bounded (E-70); the log line carries it unchanged (E-74).
      this.logger.warn({ ...fields, error: detail ?? '' }, 'tool call failed');
    } else {
      this.logger.info(fields, 'tool call completed');
    }
    return result;
  }

  /**
   * E-50 for a tool's own arguments, checked before its surface reads them (`gitlab_find_action`,
   * the `gitlab_execute_action` envelope, a meta tool's `{action, params}`): the structural bounds,
   * then the tool's schema. Throws the refusal, for {@link refuse}.
   */
  checkToolArguments(schema: JsonSchema, args: Readonly<Record<string, unknown>>): void {
    this.decoder.checkToolArguments(schema, args);
  }

  /**
   * A refusal a surface decided before dispatching (E-50 of its own tool, E-52's missing
   * `params`, an unknown action): logged like any failed call and returned as an error result.
   * @param reason what telemetry records (`gitlab.refusal.reason`): invalid_params, unknown_action, read_only, tier, excluded
   */
  refuse(action: string, surface: SurfaceKind, e: unknown, reason = 'invalid_params'): ToolResult {
    const { result, detail } = this.refusal(e);
    noteCall({ refusal: reason });
    this.logger.warn({ action, surface, outcome: 'refused', is_error: true, error: detail ?? '' }, 'tool call failed');
    return result;
  }

  private async run(request: ActionRequest, call: CallContext): Promise<{ result: ToolResult; outcome: Outcome; detail?: string }> {
    const { entry } = request;
    let input: object;
    let params: Record<string, unknown>;
    try {
      ({ input, params } = await this.decoder.decode({ ...request, params: await this.repaired(request, call) }, call.source));
      if (this.config.safeMode && !entry.options.readOnly) return { result: safeModePreview(entry, params), outcome: 'preview' };
      if (isDestructiveCall(entry, input)) await confirmDestructive(entry, call, request.confirmed, this.config.yoloMode);
    } catch (e) {
      return this.refusal(e);
    }
    const signal = this.deadline(call.signal);
    const progress = this.progressOf(entry, call);
    const ctx: ActionContext = {
      gitlab: call.session.client,
      caller: call.session.identity,
      signal,
      reportProgress: progress.report,
      ...(call.elicit ? { elicit: call.elicit } : {}),
    };
    await progress.start();
    try {
      const out = await entry.invoke(input, ctx);
      await progress.end();
      return { result: successResult(out.markdown, stripNulls(out.structured) as Record<string, unknown>), outcome: 'ok' };
    } catch (e) {
      return this.failure(entry, params, call, e);
    }
  }

  /**
   * The parameters with what a model commonly sends in place of a value read as the value:
   * GitLab web URLs where an object is named (on every tool; text-typed only where the schema is
   * closed) and usernames where user IDs are expected (where the surface converts values, E-54).
   */
  private async repaired(request: ActionRequest, call: CallContext): Promise<Record<string, unknown>> {
    if (call.source === 'action_runner') return request.params as Record<string, unknown>;
    const open = call.source === 'execute_action' || (call.source === 'meta_tool' && this.config.metaParamSchema !== 'full');
    const withUrls = resolveUrlArguments(request.entry, request.params, call.session.identity.instanceUrl, open ? URL_TYPES_OPEN : URL_TYPES_CLOSED);
    return open ? resolveUsernames(request.entry, withUrls, call.session.client, call.signal) : withUrls;
  }

  /** The surface a call's log line names: the tool's, or the configured one for the plain-action runner. */
  private surfaceOf(source: CallSource): SurfaceKind {
    switch (source) {
      case 'execute_action':
        return 'dynamic';
      case 'meta_tool':
      case 'meta_action_tool':
        return 'meta';
      case 'individual_tool':
        return 'individual';
      case 'action_runner':
        return this.config.toolSurface;
    }
  }

  /**
   * Progress of one call: a first notification when the handler starts, whatever the
   * handler reports, and a last one when it succeeds. Values only ever increase, as the protocol
   * asks, and a notification that cannot be sent never fails the call.
   */
  private progressOf(entry: CatalogEntry, call: CallContext): { report: ActionContext['reportProgress']; start: () => Promise<void>; end: () => Promise<void> } {
    let last = -1;
    let lastTotal: number | undefined;
    const send = async (value: number, total?: number, message?: string): Promise<void> => {
      if (!call.progress || !(value > last)) return;
      last = value;
      lastTotal = total ?? lastTotal;
      try {
        await call.progress(value, total, message);
      } catch (e) {
        this.logger.debug({ action: entry.id, err: e instanceof Error ? e.message : String(e) }, 'progress notification not sent');
      }
    };
    return {
      report: (value, total, message) => send(value, total, message),
      start: () => send(0, undefined, `${entry.id}: started`),
      end: () => {
        const final = lastTotal !== undefined && lastTotal > last ? lastTotal : last + 1;
        return send(final, final, `${entry.id}: done`);
      },
    };
  }

  private deadline(signal: AbortSignal): AbortSignal {
    const ms = this.config.actionTimeoutMs;
    return ms > 0 ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : signal;
  }

  private refusal(e: unknown): { result: ToolResult; outcome: Outcome; detail?: string } {
    if (e instanceof ConfirmationRefusalError) return { result: errorResult(e.message), outcome: e.outcome, detail: e.message };
    if (e instanceof ActionRefusalError) return { result: errorResult(e.message), outcome: 'refused', detail: e.message };
    throw e;
  }

  private failure(entry: CatalogEntry, params: Record<string, unknown>, call: CallContext, e: unknown): { result: ToolResult; outcome: Outcome; detail?: string } {
    // A question that goes back to the client as this call's answer (2026-07-28): not a failure.
    if (e instanceof ElicitationDeferredError) throw e;
    const { operation, hints = [], notFound } = entry.options;
    if (e instanceof GitlabRequestFailureError) {
      if (e.failure.status === 401) call.session.onUnauthorized?.(e.failure);
      if (e.failure.status === 404 && notFound && !e.failure.canceled && !e.failure.deadlineExceeded) {
        const fineGrainedGraphql = call.session.identity.fineGrained && e.failure.transport === 'graphql';
        return { result: errorResult(notFoundCard(notFound, params, fineGrainedGraphql)), outcome: 'not_found' };
      }
      const text = inTransportWords(new GitlabCallError(operation, e.failure, hints).message, this.config.transport);
      return { result: errorResult(text), outcome: 'gitlab_error', detail: text };
    }
    if (e instanceof GraphqlDataError) {
      const text = inTransportWords(e.compose(operation, hints), this.config.transport);
      return { result: errorResult(text), outcome: 'gitlab_error', detail: text };
    }
    if (e instanceof ActionRefusalError) return { result: errorResult(e.message), outcome: 'refused', detail: e.message };
    const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return { result: errorResult(`${operation}: unexpected error`), outcome: 'unexpected', detail };
  }
}

/** The refusal reason telemetry records for an outcome the server decided on its own, if it was one. */
function refusalOf(outcome: Outcome): { refusal?: string } {
  switch (outcome) {
    case 'refused':
      return { refusal: 'invalid_params' };
    case 'preview':
      return { refusal: 'safe_mode' };
    case 'needs_confirmation':
    case 'declined':
    case 'dismissed':
    case 'not_confirmed':
    case 'confirmation_failed':
      return { refusal: outcome };
    default:
      return {};
  }
}
