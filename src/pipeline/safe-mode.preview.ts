import { card } from '@gitlab-mcp/action-kit';
import type { CatalogEntry } from '../catalog/index.js';
import type { ToolResult } from './tool-result.js';
import { maskWriteOnly } from './write-only.mask.js';

/**
 * Safe mode: what the write would send, instead of sending it. Returned as a normal
 * (non-error) result without structuredContent; write tools declare no output schema in safe mode.
 * Secrets the call carries (fields marked `writeOnly`) are masked.
 */
export function safeModePreview(entry: CatalogEntry, params: object): ToolResult {
  const markdown = [
    card(`🛡️ Safe mode preview: ${entry.id}`, [
      ['Action', entry.id],
      ['GitLab request', entry.options.route],
      ['Executed', false],
    ]),
    '',
    '**Parameters that would be sent:**',
    '```json',
    JSON.stringify(maskWriteOnly(params, entry.inputSchema), null, 2),
    '```',
    '',
    'Safe mode is on (GITLAB_MCP_SAFE_MODE): nothing was sent to GitLab. Turn it off to run writes.',
  ].join('\n');
  return { content: [{ type: 'text', text: markdown, annotations: { audience: ['assistant'], priority: 0.8 } }] };
}
