import type { NotFoundSpec } from '@gitlab-mcp/action-kit';
import { escapeMarkdownIdentifier, renderNotFoundCard } from '@gitlab-mcp/errors';

/** Fills the identifier template with the caller's values, each escaped (E-33), and renders the card (E-31). */
export function notFoundCard(spec: NotFoundSpec, params: Readonly<Record<string, unknown>>, fineGrainedGraphql: boolean): string {
  const identifier = spec.identifier.replace(/\{([a-z0-9_]+)\}/g, (_m, name: string) => escapeMarkdownIdentifier(params[name] as string | number));
  return renderNotFoundCard({ resource: spec.resource, identifier, nextSteps: spec.nextSteps, fineGrainedGraphqlNote: fineGrainedGraphql });
}
