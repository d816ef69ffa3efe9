/** One declared argument of a prompt (prompts.tsv; every value is a string). */
export interface PromptArgumentSpec {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
}

/** Fetches a read-only action's structured output through the catalog; throws a CapabilityError on failure. */
export type FactFetcher = (id: string, params: Record<string, unknown>) => Promise<Readonly<Record<string, unknown>>>;

/** What a prompt builder receives. */
export interface PromptInput {
  readonly args: Readonly<Record<string, string>>;
  readonly fetch: FactFetcher;
  /** Whether an optional action is in this configuration's view. */
  readonly has: (id: string) => boolean;
  readonly now: Date;
}

/** A prompt of prompts.tsv that this server can gather the data for. */
export interface PromptSpec {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly PromptArgumentSpec[];
  /** Catalog actions the prompt cannot do without; the prompt is offered only while all are visible. */
  readonly needs: readonly string[];
  /** Gathers the facts and writes the text of the user message. */
  build(input: PromptInput): Promise<string>;
}

/** An argument value a prompt cannot use. */
export class PromptArgumentError extends Error {
  constructor(
    readonly argument: string,
    readonly why: string,
  ) {
    super(`${argument} ${why}`);
    this.name = 'PromptArgumentError';
  }
}
