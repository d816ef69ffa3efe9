'use strict';
// Used by scripts/build.mjs on class-validator's files as they are bundled: the validation
// metadata of a class is built the first time something asks for that class's metadata, not when
// its decorators run. A DTO of an action that is never called then costs no constraint class and
// no metadata objects (for each `@IsString()`-like decorator, class-validator builds a class of its
// own, its ConstraintMetadata and a ValidationMetadata as the class is defined).
//
// - `registerDecorator` (every ValidateBy decorator and custom ones with a validator object), the
//   built-in decorators that build their metadata themselves (IsOptional, ValidateNested, ...) and
//   `MetadataStorage.addValidationMetadata` queue their work per class prototype instead; the
//   class's entry in the metadata map is created at that moment, as before, so the map keeps the
//   order classes registered in, and each class's list keeps the order its decorators ran in.
// - Whatever reads metadata gets it complete: `getTargetValidationMetadatas(target)` (validate(),
//   class-validator-jsonschema) first runs the queued work of the target and of every class on
//   its prototype chain (exactly the classes whose metadata that method reads); reading the
//   `validationMetadatas` map itself runs all the queued work; `flushTarget(target)` runs a
//   target's chain and answers the map (src/catalog/validation-metadata.ts uses it).
// - A validator given as a class (`@Validate(SomeConstraint)`) registers at once, as before (the
//   library checks its constraint classes then); schema-based metadata (string targets) too.
// Where class-validator's code no longer has the shapes below, that file is bundled as is (a
// decorator patched without the storage patched registers at once, as before).

const STORAGE_CONSTRUCTOR = 'this.validationMetadatas = new Map();';
const STORAGE_ADD = '    addValidationMetadata(metadata) {\n';
const STORAGE_GET_TARGET = '    getTargetValidationMetadatas(targetConstructor, targetSchema, always, strictGroups, groups) {\n';
const STORAGE_MAP_USES = 6;

/** class-validator/cjs/metadata/MetadataStorage.js, patched; undefined when its shape is unexpected. */
function patchMetadataStorage(text) {
  if (text.split(STORAGE_CONSTRUCTOR).length !== 2 || text.split(STORAGE_ADD).length !== 2 || text.split(STORAGE_GET_TARGET).length !== 2) return undefined;
  if (text.split('this.validationMetadatas').length !== STORAGE_MAP_USES + 1) return undefined;
  const renamed = text.split('this.validationMetadatas').join('this.ownValidationMetadatas');
  return renamed
    .replace(
      'this.ownValidationMetadatas = new Map();',
      [
        '// Patched by scripts/build.mjs (scripts/lazy-class-validator.cjs): metadata work queued per class prototype.',
        '        this.ownValidationMetadatas = new Map();',
        '        this.queuedWork = new Map();',
        '        this.runningQueued = 0;',
      ].join('\n'),
    )
    .replace(
      STORAGE_ADD,
      [
        '    get validationMetadatas() {',
        '        this.flushAll();',
        '        return this.ownValidationMetadatas;',
        '    }',
        '    queue(target, work) {',
        "        if (this.runningQueued > 0 || typeof target !== 'function' || !target.prototype) return work();",
        '        if (!this.ownValidationMetadatas.has(target)) this.ownValidationMetadatas.set(target, []);',
        '        const queued = this.queuedWork.get(target.prototype);',
        '        if (queued) queued.push(work);',
        '        else this.queuedWork.set(target.prototype, [work]);',
        '    }',
        '    runQueued(prototype) {',
        '        const queued = this.queuedWork.get(prototype);',
        '        if (!queued) return;',
        '        this.queuedWork.delete(prototype);',
        '        this.runningQueued++;',
        '        try {',
        '            for (const work of queued) work();',
        '        }',
        '        finally {',
        '            this.runningQueued--;',
        '        }',
        '    }',
        '    flushTarget(target) {',
        "        if (this.queuedWork.size > 0 && typeof target === 'function' && target.prototype) {",
        '            for (let p = target.prototype; p !== null && p !== undefined; p = Object.getPrototypeOf(p)) this.runQueued(p);',
        '        }',
        '        return this.ownValidationMetadatas;',
        '    }',
        '    flushAll() {',
        '        for (const prototype of [...this.queuedWork.keys()]) this.runQueued(prototype);',
        '    }',
        '    addValidationMetadata(metadata) {',
        '        this.queue(metadata.target, () => this.addValidationMetadataNow(metadata));',
        '    }',
        '    addValidationMetadataNow(metadata) {',
        '',
      ].join('\n'),
    )
    .replace(STORAGE_GET_TARGET, `${STORAGE_GET_TARGET}        this.flushTarget(targetConstructor);\n`);
}

const REGISTER = 'function registerDecorator(options) {\n';
const REGISTER_EXPORT = 'exports.registerDecorator = registerDecorator;';

/** class-validator/cjs/register-decorator.js, patched; undefined when its shape is unexpected. */
function patchRegisterDecorator(text) {
  if (text.split(REGISTER).length !== 2 || text.split(REGISTER_EXPORT).length !== 2 || !text.includes('if (options.validator instanceof Function) {')) return undefined;
  return text.replace(REGISTER, 'function registerDecoratorNow(options) {\n').replace(
    REGISTER_EXPORT,
    [
      '// Patched by scripts/build.mjs (scripts/lazy-class-validator.cjs): a validator object registers when its class is first read.',
      'function registerDecorator(options) {',
      '    if (options.validator instanceof Function) return registerDecoratorNow(options);',
      '    const storage = (0, MetadataStorage_1.getMetadataStorage)();',
      "    if (typeof storage.queue === 'function') storage.queue(options.target, () => registerDecoratorNow(options));",
      '    else registerDecoratorNow(options);',
      '}',
      REGISTER_EXPORT,
    ].join('\n'),
  );
}

const DIRECT_ADD = '(0, MetadataStorage_1.getMetadataStorage)().addValidationMetadata(new ValidationMetadata_1.ValidationMetadata(args));';

/**
 * A decorator that builds its ValidationMetadata itself (IsOptional, ValidateNested, Allow,
 * ValidateIf, ValidatePromise, Validate), patched to build it when its class is first read;
 * undefined when its shape is unexpected.
 */
function patchDirectDecorator(text) {
  if (text.split(DIRECT_ADD).length !== 2) return undefined;
  const queued = `const storage = (0, MetadataStorage_1.getMetadataStorage)(); if (typeof storage.queue === 'function') storage.queue(args.target, () => ${DIRECT_ADD.slice(0, -1)}); else ${DIRECT_ADD}`;
  return text.replace(DIRECT_ADD, `${queued} // Patched by scripts/build.mjs (scripts/lazy-class-validator.cjs)`);
}

module.exports = { patchMetadataStorage, patchRegisterDecorator, patchDirectDecorator };
