import type { FailedRequest } from './failed-request.js';
import { FINE_GRAINED_DESCRIPTIONS, missingPermissionDescription } from './fine-grained.messages.js';
import { graphqlErrorEntries } from './graphql-errors.format.js';
import { parseJsonObject } from './response-body.parser.js';

const MISSING_PERMISSION =
  /requires a fine-grained [\w ]*?access token with the following ([\w-]+(?: [\w-]+)*?) permissions: (\[[^\]]*\])/i;
const NO_FINE_GRAINED_PERMISSION = /This operation doesn't support fine-grained personal access tokens/i;
const NOT_SUPPORTED = /Fine-grained personal access tokens are not yet supported/i;
const NOT_FOUND_ENTRY = '404 Not Found';

/**
 * Describes a fine-grained token rejection (E-20..E-23), or returns `undefined` when the failure is
 * not one. A REST 403 with `insufficient_granular_scope` always is, even when its sentence is
 * unknown; a GraphQL error entry is one only when its sentence is in the E-23 table (GitLab's
 * generic refusal is left as it is, E-22). The first recognised entry wins, so the description
 * appears once (E-24).
 *
 * @param failure - the failed request
 */
export function describeFineGrainedRejection(failure: FailedRequest): string | undefined {
  if (failure.transport === 'rest') return describeRestRejection(failure);
  for (const entry of graphqlErrorEntries(failure)) {
    const description = describeSentence(entry);
    if (description !== undefined) return description;
  }
  return undefined;
}

function describeRestRejection(failure: FailedRequest): string | undefined {
  const body = parseJsonObject(failure.body);
  if (failure.status !== 403 || body?.error !== 'insufficient_granular_scope') return undefined;
  const sentence = typeof body.error_description === 'string' ? body.error_description : '';
  return describeSentence(sentence) ?? FINE_GRAINED_DESCRIPTIONS.unknownSentence;
}

function describeSentence(sentence: string): string | undefined {
  const missing = MISSING_PERMISSION.exec(sentence);
  if (missing !== null) {
    const [, scope, permissions] = missing;
    return missingPermissionDescription(scope.toLowerCase(), permissions, permissions.split(',').length);
  }
  if (NO_FINE_GRAINED_PERMISSION.test(sentence)) return FINE_GRAINED_DESCRIPTIONS.noFineGrainedPermission;
  if (NOT_SUPPORTED.test(sentence)) return FINE_GRAINED_DESCRIPTIONS.notSupported;
  if (sentence.trim() === NOT_FOUND_ENTRY) return FINE_GRAINED_DESCRIPTIONS.notFound;
  return undefined;
}
