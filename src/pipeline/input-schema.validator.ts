import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import type { JsonSchema } from '../catalog/index.js';
import { argumentBoundsViolation } from './argument.bounds.js';

/**
 * Step one of argument checking (E-50): the tool's own input schema, compiled once per schema
 * object. A refusal starts `validating "arguments":`. The structural bounds (depth, keys, array
 * sizes) are checked first, so nothing costly or recursive ever sees an oversized value.
 */
export class InputSchemaValidator {
  // Formats (email, uri, date-time, ...) are checked, and ajv never writes to the console:
  // stderr carries JSON log lines only.
  private readonly ajv = addFormats(new Ajv({ allErrors: true, strict: false, logger: false }));
  private readonly compiled = new WeakMap<JsonSchema, ValidateFunction>();

  check(schema: JsonSchema, args: unknown): void {
    const excess = argumentBoundsViolation(args);
    if (excess !== undefined) throw new ActionRefusalError(`validating "arguments": ${excess}`);
    let fn = this.compiled.get(schema);
    if (!fn) {
      fn = this.ajv.compile(schema);
      this.compiled.set(schema, fn);
    }
    if (!fn(args)) throw new ActionRefusalError(`validating "arguments": ${(fn.errors ?? []).map(render).join('; ')}`);
  }
}

function render(e: ErrorObject): string {
  const at = e.instancePath === '' ? 'root' : e.instancePath.slice(1).replace(/\//g, '.');
  if (e.keyword === 'additionalProperties') return `${at}: unexpected additional property "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'required') return `${at}: missing required property "${String(e.params.missingProperty)}"`;
  if (e.keyword === 'enum') return `${at}: ${e.message ?? 'invalid'} (${(e.params.allowedValues as unknown[]).join(', ')})`;
  return `${at}: ${e.message ?? 'invalid'}`;
}
