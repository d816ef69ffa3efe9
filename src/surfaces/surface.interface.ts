import type { ClientContext, ToolResult } from '../pipeline/index.js';
import type { ToolDefinition } from './tool-definition.interface.js';

/** A projection of one configuration's catalog view into MCP tools (A-10..A-13). */
export interface Surface {
  /** Built once per configuration. */
  readonly tools: readonly ToolDefinition[];
  /** Runs a tool; undefined when the surface has no tool of that name (a protocol error). */
  call(name: string, args: Record<string, unknown>, client: ClientContext): Promise<ToolResult> | undefined;
}
