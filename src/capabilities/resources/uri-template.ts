/**
 * The small subset of RFC 6570 the resource templates use: `{name}` (one path segment,
 * percent-encoded) and `{+name}` (the rest of the URI, slashes kept).
 */
export class UriTemplate {
  readonly variables: readonly string[];
  private readonly pattern: RegExp;

  constructor(readonly template: string) {
    const variables: string[] = [];
    let source = '';
    let last = 0;
    for (const m of template.matchAll(/\{(\+?)([a-z_]+)\}/g)) {
      source += escape(template.slice(last, m.index));
      source += m[1] === '+' ? '(.+)' : '([^/?#]+)';
      variables.push(m[2]);
      last = m.index + m[0].length;
    }
    source += escape(template.slice(last));
    this.variables = variables;
    this.pattern = new RegExp(`^${source}$`);
  }

  /** The decoded variables when `uri` matches, else undefined. */
  match(uri: string): Record<string, string> | undefined {
    const m = this.pattern.exec(uri);
    if (!m) return undefined;
    const out: Record<string, string> = {};
    try {
      this.variables.forEach((name, i) => (out[name] = decodeURIComponent(m[i + 1])));
    } catch {
      return undefined;
    }
    return out;
  }

  /** The URI for these values (segments percent-encoded; `{+name}` keeps its slashes). */
  expand(values: Readonly<Record<string, string | number>>): string {
    return this.template.replace(/\{(\+?)([a-z_]+)\}/g, (_m, plus: string, name: string) => {
      const v = String(values[name] ?? '');
      return plus === '+' ? v.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(v);
    });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
