/** A catalog route template (`GET /projects/:id/x`) as a method and a regular expression over the simulator's request path. */
export function routePattern(route: string): { method: string; path: RegExp } {
  const [method, template] = route.split(' ');
  if (template === 'graphql') return { method, path: /^\/api\/graphql$/ };
  // Grape's optional groups `(ref/:ref/)` may be left out; a `*name` segment spans slashes.
  const required = template.replace(/\(([^()]*)\)/g, '');
  const body = required
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.startsWith('*') ? '.+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, path: new RegExp(`^/api/v4${body}$`) };
}
