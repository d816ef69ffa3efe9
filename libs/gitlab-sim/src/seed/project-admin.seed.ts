import type { SimData } from '../store/sim-model.interface';

/** demo/sandbox (44) is the one fork acme/backend (42) counts. */
export function seedForks(data: SimData): Map<number, number> {
  return new Map(data.projects.some((p) => p.id === 44) ? [[44, 42]] : []);
}

/** Who starred the seeded projects (matching their star counts): root, alice, bob and the service account star acme/backend; demo stars acme/frontend. */
export function seedStars(): Map<number, Map<number, string>> {
  return new Map([
    [
      42,
      new Map([
        [2, '2025-04-02T09:00:00.000Z'],
        [3, '2025-04-03T09:00:00.000Z'],
        [4, '2025-04-06T09:00:00.000Z'],
        [50, '2025-04-10T09:00:00.000Z'],
      ]),
    ],
    [43, new Map([[1, '2025-04-08T12:00:00.000Z']])],
  ]);
}
