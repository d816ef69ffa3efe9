import type { Type } from '@nestjs/common';
import type { Hint as ActionHint } from '@gitlab-mcp/errors';
import type { NotFoundSpec } from './not-found.interface.js';
import type { ReplyDeclaration } from './reply.declaration.js';
import type { RequestDeclaration } from './route-request.js';
import type { Tier } from './tier.js';

/**
 * The route of an action that sends no request to GitLab (e.g. one that only builds a URL),
 * spelled as in the reference catalogue.
 *
 * @publicApi
 */
export const NO_GITLAB_REQUEST = '- (no request)';

/** HTTP methods an action's GitLab route may use. @publicApi */
export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Options of `@Action`: everything the catalog needs to project the action onto every surface.
 *
 * @publicApi
 */
export interface ActionOptions<TInput extends object = object, TOutput extends object = object> {
  /** Canonical ID `domain.action`, lower snake case; the domain must match the class's `@Domain`. */
  readonly id: string;
  /** Short human title. */
  readonly title: string;
  /** What the action does, written for a model choosing between actions. */
  readonly description: string;
  /**
   * GitLab's own words for what the action does that its title and description do not already
   * say: web-UI names ("protected branch", "PAT"), API terms, and other forges' words ("PR",
   * "ticket"). `gitlab_find_action` searches them beside the title.
   */
  readonly keywords?: readonly string[];
  /** Lowest GitLab edition exposing the action. */
  readonly tier: Tier;
  /** Whether a call can lose data; a predicate over the parameters where it depends on them. */
  readonly destructive: boolean | ((params: TInput) => boolean);
  /** The action only reads. Read-only mode keeps exactly these. */
  readonly readOnly: boolean;
  /** Repeating the call has no further effect. @default readOnly */
  readonly idempotent?: boolean;
  /** Class-validator DTO describing the parameters; its JSON Schema is the tool's input schema. */
  readonly input: Type<TInput>;
  /** Class-validator DTO describing `structuredContent`; its JSON Schema is the output schema. */
  readonly output: Type<TOutput>;
  /** Label that starts every error message of the action (E-26), e.g. `branchGet`. */
  readonly operation: string;
  /** GitLab route, `METHOD /path/:param` or `POST graphql`, as in the reference catalogue; `NO_GITLAB_REQUEST` when none is sent. */
  readonly route: `${RouteMethod} ${string}` | typeof NO_GITLAB_REQUEST;
  /** Answer 404 with a not-found card instead of an error (E-30). */
  readonly notFound?: NotFoundSpec;
  /** Suggestions attached to GitLab's errors (E-36..E-39). */
  readonly hints?: readonly ActionHint[];
  /**
   * A declared action (`@Action` on a member without a handler) sends the one request its `route`
   * names: the DTO's fields fill the placeholders, then the query or the body, as declared here.
   */
  readonly request?: RequestDeclaration<TInput>;
  /** How a declared action's reply is shaped and rendered; required on a declared action, refused on a handler. */
  readonly reply?: ReplyDeclaration<TInput, TOutput>;
  /** A valid parameter set, used in documentation and by the catalog contract test. */
  readonly example?: Readonly<Record<string, unknown>>;
}
