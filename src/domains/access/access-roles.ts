const ROLE_NAMES: Readonly<Record<number, string>> = { 5: 'Minimal access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

/** `Developer (30)` for GitLab's numeric access level; the number alone when GitLab knows a level this server does not. */
export function roleLabel(level: number | undefined): string | undefined {
  if (level === undefined) return undefined;
  const name = ROLE_NAMES[level];
  return name ? `${name} (${level})` : String(level);
}
