/**
 * A JSON object parsed from a response body.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Parses a response body as a JSON object.
 *
 * @param body - the raw response body text
 * @returns the object, or `undefined` when the body is missing, not JSON, or JSON that is not an object
 */
export function parseJsonObject(body: string | undefined): JsonObject | undefined {
  if (body === undefined || body.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a parsed JSON value is an object (not an array, not `null`).
 *
 * @param value - any parsed JSON value
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
