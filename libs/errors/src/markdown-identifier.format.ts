const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\\': '\\\\',
  '*': '\\*',
  _: '\\_',
  '`': '\\`',
  '[': '\\[',
  ']': '\\]',
  '(': '\\(',
  ')': '\\)',
};
const METACHARACTERS = /[&<>\\*_`[\]()]/g;
const LINE_BREAK_RUNS = /[\r\n\t\v\f\u0085\u2028\u2029]+/g;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * Escapes a caller's value for a not-found card so it cannot add a link, an HTML tag or a line
 * of its own (E-33): `* _ \` [ ] ( )` and the backslash itself get a backslash, `< > &` become
 * `&lt; &gt; &amp;`, line breaks become a space and other control characters go; `-`, `/` and `.`
 * stay (`feature/old`, `my-org/backend`). A number is printed whole (42, never 4.2e1).
 *
 * @publicApi
 * @param value - the identifier as the caller wrote it, aliases resolved
 */
export function escapeMarkdownIdentifier(value: string | number | bigint): string {
  return printWhole(value)
    .replace(LINE_BREAK_RUNS, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .replace(METACHARACTERS, (character) => ESCAPES[character] ?? character);
}

function printWhole(value: string | number | bigint): string {
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value).toString();
  return String(value);
}
