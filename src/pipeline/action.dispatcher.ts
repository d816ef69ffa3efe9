import type { ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusal, boundGitlabText, GitlabCallError, GraphqlDataError } from '@gitlab-mcp/errors';
import { GitlabRequestFailure } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { isDestructiveCall, type CatalogEntry } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { decodeParams } from './argument.decoder.js';
import type { CallOptions } from './call-options.interface.js';
import { confirmDestructive } from './confirmation.guard.js';
import { ConfirmationRefusal } from './confirmation-refusal.error.js';
import { notFoundCard } from './not-found-card.js';
import { safeModePreview } from './safe-mode.preview.js';
import { stripNulls } from './strip-nulls.js';
import { inTransportWords } from './token-wording.js';
import { errorResult, successResult, type ToolResult } from './tool-result.js';

type Outcome = 'ok' | 'not_found' | 'refused' | 'gitlab_error' | 'preview' | 'unexpected' | ConfirmationRefusal['outcome'];

/**
 * Runs one action the same way on every surface: decode and check the parameters, apply the
 * guards (safe mode, destructive confirmation), call the handler under the action deadline,
 * and turn the outcome into a tool result. Failures never escape as exceptions.
 */
@Injectable()
export class ActionDispatcher {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * @param params the action's parameters, aliases translated and values coerced by the surface
   * @param unknownPrefix `<tool>/<action>` on the meta surface (E-53)
   */
  async execute(entry: CatalogEntry, params: Record<string, unknown>, call: CallOptions, unknownPrefix?: string): Promise<ToolResult> {
    const started = performance.now();
    const { result, outcome, detail } = await this.run(entry, params, call, unknownPrefix);
    const fields = { action: entry.id, surface: call.surface, outcome, is_error: result.isError === true, duration_ms: Math.round(performance.now() - started) };
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
   * A refusal a surface decided before dispatching (E-50..E-52, unknown action): logged like any
   * failed call and returned as an error result.
   */
  refuse(action: string, surface: CallOptions['surface'], e: unknown): ToolResult {
    const { result, detail } = this.refusal(e);
    this.logger.warn({ action, surface, outcome: 'refused', is_error: true, error: detail ?? '' }, 'tool call failed');
    return result;
  }

  private async run(
    entry: CatalogEntry,
    params: Record<string, unknown>,
    call: CallOptions,
    unknownPrefix: string | undefined,
  ): Promise<{ result: ToolResult; outcome: Outcome; detail?: string }> {
    let input: object;
    try {
      input = await decodeParams(params, entry, unknownPrefix);
      if (this.config.safeMode && !entry.options.readOnly) return { result: safeModePreview(entry, params), outcome: 'preview' };
      if (isDestructiveCall(entry, input)) await confirmDestructive(entry, call, this.config.yoloMode);
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
   * Progress of one call: a first notification when the handler starts, whatever the
   * handler reports, and a last one when it succeeds. Values only ever increase, as the protocol
   * asks, and a notification that cannot be sent never fails the call.
   */
  private progressOf(entry: CatalogEntry, call: CallOptions): { report: ActionContext['reportProgress']; start: () => Promise<void>; end: () => Promise<void> } {
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
    if (e instanceof ConfirmationRefusal) return { result: errorResult(e.message), outcome: e.outcome, detail: e.message };
    if (e instanceof ActionRefusal) return { result: errorResult(e.message), outcome: 'refused', detail: e.message };
    throw e;
  }

  private failure(entry: CatalogEntry, params: Record<string, unknown>, call: CallOptions, e: unknown): { result: ToolResult; outcome: Outcome; detail?: string } {
    const { operation, hints = [], notFound } = entry.options;
    if (e instanceof GitlabRequestFailure) {
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
    if (e instanceof ActionRefusal) return { result: errorResult(e.message), outcome: 'refused', detail: e.message };
    const detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return { result: errorResult(`${operation}: unexpected error`), outcome: 'unexpected', detail };
  }
}
