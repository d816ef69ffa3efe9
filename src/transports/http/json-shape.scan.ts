import { MAX_ARRAY_ITEMS } from '../../catalog/index.js';
import { MAX_ARGUMENT_DEPTH, MAX_OBJECT_KEYS } from '../../pipeline/index.js';

/** Deepest nesting of a whole request body: a tool's arguments (32) sit 4 levels inside the JSON-RPC message. */
export const MAX_BODY_DEPTH = MAX_ARGUMENT_DEPTH + 8;

/** Every refusal of the scan starts so; the HTTP transport answers it as JSON-RPC invalid params. */
export const BODY_SHAPE_REFUSAL = 'Invalid params: the request';

/**
 * The first way a JSON text exceeds the structural bounds (nesting, keys per object, elements
 * per array), else undefined. One pass over the characters, before JSON.parse: a body of
 * 300,000 keys or 5,000 levels is refused in milliseconds instead of being built as objects.
 * It does not validate the JSON (JSON.parse still does); strings are skipped, escapes included.
 */
export function jsonShapeViolation(text: string): string | undefined {
  const isObject: boolean[] = [];
  const counts: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (isObject.length >= MAX_BODY_DEPTH) return `${BODY_SHAPE_REFUSAL} nests deeper than ${MAX_BODY_DEPTH} levels (a tool's arguments at most ${MAX_ARGUMENT_DEPTH})`;
      isObject.push(c === OPEN_OBJECT);
      counts.push(0);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      isObject.pop();
      counts.pop();
    } else if (c === COLON && counts.length > 0) {
      if (++counts[counts.length - 1] > MAX_OBJECT_KEYS) return `${BODY_SHAPE_REFUSAL} has an object with more than ${MAX_OBJECT_KEYS} keys`;
    } else if (c === COMMA && counts.length > 0 && !isObject[isObject.length - 1]) {
      if (++counts[counts.length - 1] >= MAX_ARRAY_ITEMS) return `${BODY_SHAPE_REFUSAL} has an array with more than ${MAX_ARRAY_ITEMS} elements`;
    }
  }
  return undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;
