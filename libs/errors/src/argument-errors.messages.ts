import { suggestClosest } from './closest-match.util.js';

/**
 * The kind of a required value: an ID that must be > 0, or a string that must be non-empty.
 *
 * @publicApi
 */
export type RequiredValueKind = 'int' | 'string';

/**
 * A required value arrived empty or zero (E-55), e.g.
 * `milestoneGet: milestone_iid is required (must be > 0). Ensure you use the exact parameter name 'milestone_iid' as documented in the tool description`.
 *
 * @publicApi
 * @param operation - the handler's label (`milestoneGet`)
 * @param field - the exact parameter name
 * @param kind - `int` (must be > 0) or `string` (must be non-empty)
 */
export function missingRequired(operation: string, field: string, kind: RequiredValueKind): string {
  const rule = kind === 'int' ? 'must be > 0' : 'must be non-empty';
  return `${operation}: ${field} is required (${rule}). Ensure you use the exact parameter name '${field}' as documented in the tool description`;
}

/**
 * `<field> is required`: the plain validation sentence.
 *
 * @publicApi
 * @param field - the parameter name
 */
export function fieldRequired(field: string): string {
  return `${field} is required`;
}

/**
 * A value outside a fixed set (E-56): `invalid status "approve", must be one of: approved, rejected`
 * (no final period).
 *
 * @publicApi
 * @param field - the parameter name
 * @param value - the value received
 * @param allowed - the accepted values, in the order to list them
 */
export function invalidEnum(field: string, value: string, allowed: readonly string[]): string {
  return `invalid ${field} ${JSON.stringify(value)}, must be one of: ${allowed.join(', ')}`;
}

/**
 * A key that is not a parameter of the action (E-53):
 * `invalid params for this action: json: unknown field "foo"`.
 *
 * @publicApi
 * @param field - the unknown key
 * @param prefix - on the meta surface, `<tool>/<action>` (`gitlab_issue/get`), written first with `: `
 */
export function unknownField(field: string, prefix?: string): string {
  const message = `invalid params for this action: json: unknown field ${JSON.stringify(field)}`;
  return prefix === undefined ? message : `${prefix}: ${message}`;
}

/**
 * Meta surface, required params missing (E-52):
 * `gitlab_issue/get: missing required params: issue_iid. Put action-specific fields under params.`
 *
 * @publicApi
 * @param tool - the meta tool (`gitlab_issue`)
 * @param action - the action (`get`)
 * @param missing - the missing parameter names
 */
export function metaMissingRequired(tool: string, action: string, missing: readonly string[]): string {
  return `${tool}/${action}: missing required params: ${missing.join(', ')}. Put action-specific fields under params.`;
}

/**
 * Meta surface, no `params` object for an action that needs one (E-52):
 * `'params' is required for this action. Required params: a, b`.
 *
 * @publicApi
 * @param required - the action's required parameter names
 */
export function paramsRequired(required: readonly string[]): string {
  return `'params' is required for this action. Required params: ${required.join(', ')}`;
}

/**
 * Meta surface, an action the tool does not have (E-52):
 * `gitlab_issue: unknown action "x". Valid actions: a, b, c` (no final period).
 *
 * @publicApi
 * @param tool - the meta tool
 * @param action - the action received
 * @param valid - the tool's actions, in the order to list them
 */
export function unknownAction(tool: string, action: string, valid: readonly string[]): string {
  return `${tool}: unknown action ${JSON.stringify(action)}. Valid actions: ${valid.join(', ')}`;
}

/**
 * What the dynamic surface found wrong with an action's params (E-51).
 *
 * @publicApi
 */
export interface DynamicParamsProblem {
  /** The action's canonical ID (`branch.get`). */
  readonly action: string;
  /** Keys that are not parameters of the action, aliases already translated (E-54). */
  readonly unknown: readonly string[];
  /** Required parameters that are absent. */
  readonly missing: readonly string[];
  /** Every parameter of the action. */
  readonly valid: readonly string[];
}

/** Unknown params named in an E-51 refusal; the rest are counted. */
const LISTED_UNKNOWN_PARAMS = 5;

/**
 * The dynamic surface's refusal (E-51), one statement per line, only the lines that apply:
 *
 * ```
 * gitlab_execute_action/branch.get: invalid params.
 * Unknown params: brnch
 * Did you mean branch?
 * Missing required params: project_id
 * Valid params: branch, project_id
 * ```
 *
 * `Did you mean` lists the close valid params ({@link suggestClosest}) of every listed unknown one,
 * once each; `Valid params` is always there. At most five unknown names are listed, then the
 * count of the others (`Unknown params: a, b, c, d, e and 495 more`), so the answer and the
 * work stay small whatever was sent.
 *
 * @publicApi
 * @param problem - the unknown, missing and valid params
 */
export function dynamicInvalidParams(problem: DynamicParamsProblem): string {
  const lines = [`gitlab_execute_action/${problem.action}: invalid params.`];
  if (problem.unknown.length > 0) {
    const listed = problem.unknown.slice(0, LISTED_UNKNOWN_PARAMS);
    const more = problem.unknown.length - listed.length;
    lines.push(`Unknown params: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
    const suggestions = [...new Set(listed.flatMap((name) => suggestClosest(name, problem.valid)))];
    if (suggestions.length > 0) lines.push(`Did you mean ${suggestions.join(', ')}?`);
  }
  if (problem.missing.length > 0) lines.push(`Missing required params: ${problem.missing.join(', ')}`);
  lines.push(`Valid params: ${problem.valid.join(', ')}`);
  return lines.join('\n');
}
