'use strict';
// Preloaded into a built server (NODE_OPTIONS=--require ...) by startup-lazy-metadata.e2e-spec.ts:
// on SIGUSR2 it writes one JSON line to stderr with how much of class-validator's metadata the
// bundle has built (scripts/lazy-class-validator.cjs) and how much is still queued.
process.on('SIGUSR2', () => {
  const storage = globalThis.classValidatorMetadataStorage;
  const count = (map) => [...map.values()].reduce((n, list) => n + list.length, 0);
  const probe = storage?.queuedWork
    ? { classes: storage.ownValidationMetadatas.size, queuedClasses: storage.queuedWork.size, queued: count(storage.queuedWork), built: count(storage.ownValidationMetadatas), constraints: storage.constraintMetadatas.size }
    : { patched: false };
  process.stderr.write(`${JSON.stringify({ validationMetadataProbe: probe })}\n`);
});
