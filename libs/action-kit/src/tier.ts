/**
 * GitLab editions, lowest first. Every action is tagged with the lowest one exposing it.
 *
 * @publicApi
 */
export const TIERS = ['free', 'premium', 'ultimate'] as const;

/** @publicApi */
export type Tier = (typeof TIERS)[number];

/** True when an action tagged `required` is available on an instance of tier `available`. */
export function tierAllows(available: Tier, required: Tier): boolean {
  return TIERS.indexOf(available) >= TIERS.indexOf(required);
}

/** Parses a tier name (`ce` is an alias of `free`); undefined when unknown. */
export function parseTier(value: string | undefined): Tier | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'ce') return 'free';
  return (TIERS as readonly string[]).includes(v ?? '') ? (v as Tier) : undefined;
}
