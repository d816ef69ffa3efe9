/**
 * The value of a secret the simulator hands out at run time (a new or rotated access token, a
 * deploy token): GitLab's prefix, then `sim-minted-` and the object's id, so one id always gets
 * the same value. The secrets scan of the e2e run tells these apart from the seeded credentials
 * a server authenticates with: a minted secret is returned once on purpose, a seeded one never.
 */
export function mintedSecret(prefix: 'glpat' | 'gldt' | 'glimt' | 'glrt', id: number): string {
  return `${prefix}-sim-minted-${id.toString(16).padStart(12, '0')}`;
}
