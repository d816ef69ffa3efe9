import type { CallOptions } from '../pipeline/call-options.interface.js';
import type { ToolResult } from '../pipeline/tool-result.js';
import type { ToolDefinition } from './tool-definition.interface.js';

/** What the MCP layer supplies for a call; the surface adds how it was confirmed and named. */
export type BaseCall = Omit<CallOptions, 'surface' | 'confirmName' | 'confirmed'>;

/** A projection of one configuration's catalog view into MCP tools (A-10..A-13). */
export interface Surface {
  /** Built once per configuration. */
  readonly tools: readonly ToolDefinition[];
  /** Runs a tool; undefined when the surface has no tool of that name (a protocol error). */
  call(name: string, args: Record<string, unknown>, base: BaseCall): Promise<ToolResult> | undefined;
}
