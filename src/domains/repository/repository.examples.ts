export const EXAMPLE_SHA = '6104942438c14ec7bd21c6cd5bd995272b3faff6';
