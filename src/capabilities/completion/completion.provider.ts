import type { CatalogView } from '../../catalog/index.js';
import type { CapabilityRequest } from '../capability.interface.js';
import type { CatalogActionRunner } from '../catalog-action.runner.js';
import type { PromptCatalog } from '../prompts/prompt.catalog.js';
import type { ResourceCatalog } from '../resources/resource.catalog.js';
import { COMPLETION_SOURCES, type CompletionSource } from './completion-sources.js';

/** At most this many values per answer (the protocol's limit is 100; a picker needs far fewer). */
export const MAX_COMPLETION_VALUES = 10;

/** What `completion/complete` answers. */
export interface CompletionAnswer {
  readonly completion: { values: string[]; total: number; hasMore: boolean };
}

/** The argument being completed and what it refers to (a prompt, or a resource template). */
export interface CompletionQuery {
  readonly ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };
  readonly argument: { name: string; value: string };
  /** Arguments the client already resolved (e.g. project_id before branch). */
  readonly context: Readonly<Record<string, string>>;
}

export const EMPTY_COMPLETION: CompletionAnswer = Object.freeze({ completion: Object.freeze({ values: [], total: 0, hasMore: false }) }) as CompletionAnswer;

/**
 * Completes prompt and resource-template arguments with live GitLab data read through the
 * catalog. Anything unknown, unavailable or failing answers an empty completion.
 */
export class CompletionProvider {
  constructor(
    private readonly view: CatalogView,
    private readonly runner: CatalogActionRunner,
    private readonly prompts: PromptCatalog | undefined,
    private readonly resources: ResourceCatalog,
  ) {}

  async complete(query: CompletionQuery, req: CapabilityRequest): Promise<CompletionAnswer> {
    if (!this.declares(query)) return EMPTY_COMPLETION;
    const sources = (COMPLETION_SOURCES as Record<string, readonly CompletionSource[] | undefined>)[query.argument.name] ?? [];
    const seen = new Set<string>();
    let more = false;
    for (const source of sources) {
      if (!this.view.find(source.action)) continue;
      const params = source.params(query.argument.value, query.context);
      if (!params) continue;
      const run = await this.runner.read(this.view, source.action, params, req.session, req.signal).catch(() => undefined);
      if (!run?.ok) continue;
      const items = Object.entries(run.structured).find(([k, v]) => k !== 'next_steps' && Array.isArray(v))?.[1] as Record<string, unknown>[] | undefined;
      const typed = query.argument.value.trim().toLowerCase();
      for (const item of items ?? []) {
        const value = source.pick(item);
        if (value === undefined || seen.has(value)) continue;
        const v = value.toLowerCase();
        if (typed !== '' && !(source.match === 'prefix' ? v.startsWith(typed) : v.includes(typed))) continue;
        seen.add(value);
      }
      const page = run.structured.pagination as { has_more?: boolean } | undefined;
      more ||= page?.has_more === true;
    }
    const values = [...seen];
    return { completion: { values: values.slice(0, MAX_COMPLETION_VALUES), total: values.length, hasMore: values.length > MAX_COMPLETION_VALUES || more } };
  }

  /** Whether the prompt or template named by the reference has this argument. */
  private declares(query: CompletionQuery): boolean {
    const names = query.ref.type === 'ref/prompt' ? this.prompts?.argumentNames(query.ref.name) : this.resources.templateVariables(query.ref.uri);
    return names?.includes(query.argument.name) === true;
  }
}
