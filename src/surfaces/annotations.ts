import { mayBeDestructive, type CatalogEntry } from '../catalog/index.js';
import type { ToolAnnotations } from './tool-definition.interface.js';

/** The most cautious hints over a set of actions: read-only only if all are. */
export function annotationsFor(entries: readonly CatalogEntry[], title?: string): ToolAnnotations {
  return {
    ...(title ? { title } : {}),
    readOnlyHint: entries.every((e) => e.options.readOnly),
    destructiveHint: entries.some(mayBeDestructive),
    idempotentHint: entries.every((e) => e.options.idempotent ?? e.options.readOnly),
    openWorldHint: true,
  };
}
