import type { CatalogView } from '../../catalog/index.js';
import { CapabilityError, type CapabilityRequest } from '../capability.interface.js';
import { capabilityMessages as msg } from '../capabilities.messages.js';
import type { CatalogActionRunner } from '../catalog-action.runner.js';
import { PROMPTS } from './prompt-specs.js';
import { PromptArgumentError, type PromptSpec } from './prompt.interface.js';

/** A prompt as `prompts/list` shows it. */
export interface PromptListing {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly { name: string; description: string; required: boolean }[];
}

/** What `prompts/get` answers; plain data, the MCP layer sends it as is. */
export interface PromptResult {
  readonly description: string;
  readonly messages: readonly { role: 'user'; content: { type: 'text'; text: string } }[];
}

/**
 * The prompts of one configuration: those whose actions the view holds. Each gathers its
 * facts through the catalog with the caller's session and returns one user message.
 */
export class PromptCatalog {
  private readonly prompts: ReadonlyMap<string, PromptSpec>;

  constructor(
    private readonly view: CatalogView,
    private readonly runner: CatalogActionRunner,
    specs: readonly PromptSpec[] = PROMPTS,
  ) {
    this.prompts = new Map(specs.filter((p) => p.needs.every((id) => view.find(id) !== undefined)).map((p) => [p.name, p]));
  }

  list(): PromptListing[] {
    return [...this.prompts.values()].map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: p.arguments.map((a) => ({ ...a })) }));
  }

  /** The argument names of an offered prompt (completion of prompt arguments). */
  argumentNames(name: string): readonly string[] | undefined {
    return this.prompts.get(name)?.arguments.map((a) => a.name);
  }

  async get(name: string, args: Readonly<Record<string, string>>, req: CapabilityRequest, now = new Date()): Promise<PromptResult> {
    const spec = this.prompts.get(name);
    if (!spec) throw new CapabilityError('not_found', msg.unknownPrompt(name));
    const missing = spec.arguments.filter((a) => a.required && (args[a.name] ?? '').trim() === '').map((a) => a.name);
    if (missing.length > 0) throw new CapabilityError('invalid', msg.missingArgument(name, missing));
    const fetch = async (id: string, params: Record<string, unknown>): Promise<Readonly<Record<string, unknown>>> => {
      const run = await this.runner.read(this.view, id, params, req.session, req.signal);
      if (!run.ok) throw new CapabilityError(/not found/i.test(run.text) ? 'not_found' : 'failed', msg.promptFailed(name, run.text));
      return run.structured;
    };
    let text: string;
    try {
      text = await spec.build({ args, fetch, has: (id) => this.view.find(id) !== undefined, now });
    } catch (e) {
      if (e instanceof PromptArgumentError) throw new CapabilityError('invalid', msg.badArgument(name, e.argument, e.why));
      throw e;
    }
    return { description: spec.description, messages: [{ role: 'user', content: { type: 'text', text } }] };
  }
}
