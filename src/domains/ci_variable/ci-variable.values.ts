import { asBool, asString } from '../shared/json-values.js';
import type { CiVariableViewDto } from './dto/ci-variable.dto.js';

/**
 * How much of a variable an answer may show: `single` is a read of one variable (its value is shown
 * unless masked or hidden); `listing` and `written` never show a value.
 */
export type ValueDisclosure = 'single' | 'listing' | 'written';

/** A variable as GitLab answers it; `value` may hold a secret and is never copied blindly. */
export type GitlabVariable = Readonly<Record<string, unknown>>;

const WITHHELD_SECRET = 'Masked variable: its value is never shown.';
const WITHHELD_HIDDEN = 'Masked and hidden variable: GitLab does not return its value and this server never shows it.';
const WITHHELD_LISTING = 'Values are not listed: read one unmasked variable with its get action to see its value.';
const WITHHELD_WRITTEN = 'Not echoed: the value is the one sent.';

/** A variable whose value must never reach the caller: masked, hidden, or answered without the flags that tell. */
export function isSecret(v: GitlabVariable): boolean {
  return asBool(v['masked']) !== false || asBool(v['hidden']) === true;
}

function withheldReason(v: GitlabVariable, disclosure: ValueDisclosure): string | undefined {
  if (asBool(v['hidden']) === true) return WITHHELD_HIDDEN;
  if (isSecret(v)) return WITHHELD_SECRET;
  if (disclosure === 'listing') return WITHHELD_LISTING;
  if (disclosure === 'written') return WITHHELD_WRITTEN;
  return undefined;
}

/**
 * The output of one variable, built field by field from GitLab's answer: the value is copied only
 * for a single read of a variable GitLab reports as neither masked nor hidden.
 */
export function variableOutput(v: GitlabVariable, disclosure: ValueDisclosure): CiVariableViewDto {
  const withheld = withheldReason(v, disclosure);
  const out: CiVariableViewDto = {
    key: asString(v['key']) ?? '',
    variable_type: asString(v['variable_type']),
    protected: asBool(v['protected']),
    masked: asBool(v['masked']),
    hidden: asBool(v['hidden']),
    raw: asBool(v['raw']),
    environment_scope: asString(v['environment_scope']),
    description: asString(v['description']),
  };
  if (withheld === undefined) out.value = asString(v['value']) ?? '';
  else out.value_withheld = withheld;
  return out;
}
