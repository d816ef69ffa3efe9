import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The one text block of a tool result. */
export function textOf(result: unknown): string {
  const r = result as CallToolResult;
  const block = r.content[0];
  if (!block || block.type !== 'text') throw new Error(`expected a text block, got ${JSON.stringify(r.content)}`);
  return block.text;
}
