/** A text block of a tool result, annotated for the model. */
export interface TextBlock {
  readonly type: 'text';
  readonly text: string;
  readonly annotations?: { readonly audience: readonly ('user' | 'assistant')[]; readonly priority: number };
}

/** A tool result as plain data; the MCP layer sends it as is. */
export interface ToolResult {
  readonly content: readonly TextBlock[];
  readonly structuredContent?: Record<string, unknown>;
  readonly isError?: boolean;
  readonly [key: string]: unknown;
}

/** A successful call: Markdown for the model plus the typed output. */
export function successResult(markdown: string, structured: Record<string, unknown>): ToolResult {
  return {
    content: [{ type: 'text', text: markdown, annotations: { audience: ['assistant'], priority: 0.8 } }],
    structuredContent: structured,
  };
}

/** A failed call: exactly one text block, no structuredContent (E-01). */
export function errorResult(text: string): ToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
