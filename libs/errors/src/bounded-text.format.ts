/**
 * The most bytes of GitLab's words an error repeats, in each place it repeats them (E-70).
 *
 * @publicApi
 */
export const GITLAB_TEXT_MAX_BYTES = 2048;

const LINE_BREAK_RUNS = /[\r\n\t\v\f\u0085\u2028\u2029]+/g;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * Bounds text GitLab wrote (E-70): each run of line breaks and tabs becomes one space, other
 * control characters are removed, then the text is cut at {@link GITLAB_TEXT_MAX_BYTES} UTF-8
 * bytes on a character boundary, with no marker.
 *
 * @publicApi
 * @param text - GitLab's words, as rendered
 */
export function boundGitlabText(text: string): string {
  return cutUtf8(text.replace(LINE_BREAK_RUNS, ' ').replace(CONTROL_CHARACTERS, ''), GITLAB_TEXT_MAX_BYTES);
}

function cutUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character, 'utf8');
    if (bytes > maxBytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}
