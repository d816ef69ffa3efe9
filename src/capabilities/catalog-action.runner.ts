import type { ActionContext, ActionRun, PlainActionRunner } from '@gitlab-mcp/action-kit';
import { Inject, Injectable } from '@nestjs/common';
import { CatalogService, CatalogView, type CatalogEntry } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { InjectActionDispatcher, type ActionDispatcher } from '../pipeline/index.js';
import type { GitlabSession } from '../session/gitlab-session.interface.js';
import { capabilityMessages } from './capabilities.messages.js';

/**
 * Runs catalog actions on behalf of the non-tool capabilities (resources, prompts, completion)
 * and the guided flows, and provides the action kit's PLAIN_ACTION_RUNNER port: through the
 * pipeline's one entry point (`ActionDispatcher.dispatch`), so with the same decoding, checks and
 * guards as a tool call, as the session of the request that asked. An action outside the
 * configuration's view is refused.
 */
@Injectable()
export class CatalogActionRunner implements PlainActionRunner {
  private readonly viewsByTier = new Map<string, CatalogView>();

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly catalog: CatalogService,
    @InjectActionDispatcher() private readonly dispatcher: ActionDispatcher,
  ) {}

  /**
   * Runs the read-only action `id` of `view` as `session` (resources, prompts, completion);
   * never throws for a failed action.
   */
  async read(view: CatalogView, id: string, params: Record<string, unknown>, session: GitlabSession, signal: AbortSignal): Promise<ActionRun> {
    const entry = view.find(id);
    if (!entry) return { ok: false, text: this.unavailable(id) };
    if (!entry.options.readOnly) throw new Error(`${id} writes; capabilities only read`);
    return this.execute(entry, params, session, signal);
  }

  /** {@link PlainActionRunner.run}: the view is the configuration's for the caller's tier. */
  run(id: string, params: Record<string, unknown>, ctx: ActionContext): Promise<ActionRun> {
    const entry = this.viewFor(ctx.caller.tier).find(id);
    if (!entry) return Promise.resolve({ ok: false, text: this.unavailable(id) });
    return this.execute(entry, params, { client: ctx.gitlab, identity: ctx.caller }, ctx.signal);
  }

  /** {@link PlainActionRunner.available} */
  available(id: string, ctx: Pick<ActionContext, 'caller'>): string | undefined {
    return this.viewFor(ctx.caller.tier).find(id) ? undefined : this.unavailable(id);
  }

  private async execute(entry: CatalogEntry, params: Record<string, unknown>, session: GitlabSession, signal: AbortSignal): Promise<ActionRun> {
    // The guided flows ask their own final confirmation; nothing else runs a write through here.
    const result = await this.dispatcher.dispatch({ entry, params, confirmed: true }, { source: 'action_runner', session, signal });
    const text = result.content.map((b) => b.text).join('\n');
    if (result.isError || !result.structuredContent) return { ok: false, text };
    return { ok: true, structured: result.structuredContent, markdown: text };
  }

  private unavailable(id: string): string {
    if (!this.catalog.registry.has(id)) return capabilityMessages.actionMissing(id);
    return capabilityMessages.actionWithheld(id);
  }

  private viewFor(tier: ActionContext['caller']['tier']): CatalogView {
    let view = this.viewsByTier.get(tier);
    if (!view) {
      view = new CatalogView(this.catalog.registry, { tier, readOnly: this.config.readOnly, exclude: this.config.excludeTools });
      this.viewsByTier.set(tier, view);
    }
    return view;
  }
}
