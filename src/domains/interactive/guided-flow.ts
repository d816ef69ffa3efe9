import { ElicitationDeferredError, type ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, CONFIRMATION_OUTCOMES, confirmationFailed } from '@gitlab-mcp/errors';
import { interactiveMessages as msg } from './interactive.messages.js';

/** One question of a guided flow: a single form field (MCP elicitation allows primitives only). */
export interface FlowField {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly type: 'string' | 'boolean';
  readonly required: boolean;
  readonly enum?: readonly string[];
  /** Default shown in the form. */
  readonly default?: string | boolean;
}

/** A guided creation flow: its questions and the plain action it ends with. */
export interface FlowSpec {
  /** `interactive.issue_create` */
  readonly id: string;
  /** What it creates, for the texts: "issue". */
  readonly noun: string;
  /** The plain action run at the end, e.g. `issue.create`. */
  readonly action: string;
  readonly fields: readonly FlowField[];
}

/** Where the flow's questions go and its final action runs. */
export interface FlowHost {
  readonly ctx: ActionContext;
  /** Why the plain action cannot run for this caller, or undefined when it can. */
  readonly unavailable: () => string | undefined;
}

/**
 * Asks each field not given in `prefilled`, one elicitation per field, then a final confirmation
 * . Any answer but acceptance ends the flow with the E-62 texts and nothing is sent.
 * @returns the parameters of the plain action
 */
export async function runGuidedFlow(spec: FlowSpec, prefilled: Readonly<Record<string, unknown>>, host: FlowHost): Promise<Record<string, unknown>> {
  const elicit = host.ctx.elicit;
  if (!elicit) throw new ActionRefusalError(msg.noElicitation(spec.id, spec.action));
  const why = host.unavailable();
  if (why) throw new ActionRefusalError(msg.actionUnavailable(spec.id, why));
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(prefilled)) if (v !== undefined && v !== '') values[k] = v;
  for (const field of spec.fields) {
    if (values[field.name] !== undefined) continue;
    const content = await ask(elicit, msg.fieldQuestion(spec.noun, field), formFor(field));
    const value = content[field.name];
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined) values[field.name] = typeof value === 'string' ? value.trim() : value;
    else if (field.required) throw new ActionRefusalError(msg.requiredLeftEmpty(spec.id, field.name));
  }
  const content = await ask(elicit, msg.finalQuestion(spec.noun, spec.action, values), CONFIRM_FORM);
  if (content.confirm !== true) throw new ActionRefusalError(CONFIRMATION_OUTCOMES.notConfirmed);
  return values;
}

const CONFIRM_FORM = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm', description: 'Create it now' } },
  required: ['confirm'],
} as const;

function formFor(field: FlowField): Record<string, unknown> {
  const property: Record<string, unknown> = { type: field.type, title: field.title, description: field.description };
  if (field.enum) property.enum = [...field.enum];
  if (field.default !== undefined) property.default = field.default;
  if (field.type === 'string' && field.required) property.minLength = 1;
  return { type: 'object', properties: { [field.name]: property }, ...(field.required ? { required: [field.name] } : {}) };
}

async function ask(elicit: NonNullable<ActionContext['elicit']>, message: string, schema: Record<string, unknown>): Promise<Readonly<Record<string, unknown>>> {
  let answer;
  try {
    answer = await elicit(message, schema);
  } catch (e) {
    if (e instanceof ElicitationDeferredError) throw e;
    throw new ActionRefusalError(confirmationFailed(e instanceof Error ? e.message : String(e)));
  }
  if (answer.action === 'decline') throw new ActionRefusalError(CONFIRMATION_OUTCOMES.declined);
  if (answer.action === 'cancel') throw new ActionRefusalError(CONFIRMATION_OUTCOMES.dismissed);
  return answer.content ?? {};
}
