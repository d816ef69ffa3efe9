import { ACTION_METADATA } from './action-kit.constants.js';
import type { ActionOptions } from './action-options.interface.js';

/**
 * Marks a provider method as a catalog action. Records metadata only; the catalog explorer
 * checks and collects it at boot (a second `@Action` on the same method is a boot error).
 * The method receives `(input, context)` and returns an `ActionResult`.
 *
 * @publicApi
 * @example
 * \@Action({ id: 'branch.get', title: 'Get a branch', tier: 'free', readOnly: true, destructive: false,
 *   input: GetBranchDto, output: BranchDto, operation: 'branchGet',
 *   route: 'GET /projects/:id/repository/branches/:branch', description: '...' })
 * get(input: GetBranchDto, ctx: ActionContext): Promise<ActionResult<BranchDto>> { ... }
 */
export function Action<TInput extends object>(options: ActionOptions<TInput>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const method = descriptor.value as object;
    const recorded = (Reflect.getMetadata(ACTION_METADATA, method) as ActionOptions[] | undefined) ?? [];
    Reflect.defineMetadata(ACTION_METADATA, [...recorded, options], method);
    return descriptor;
  };
}
