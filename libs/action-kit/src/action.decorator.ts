import { ACTION_METADATA, DECLARED_MEMBERS_METADATA } from './action-kit.constants.js';
import type { ActionOptions } from './action-options.interface.js';

/**
 * Marks a catalog action. Records metadata only; the catalog explorer checks and collects it at
 * boot (a second `@Action` on the same member is a boot error).
 *
 * - On a member typed `Declared` (no handler): the action sends the one request its `route`
 *   names, built from the DTO as `request` declares, and answers as `reply` declares.
 * - On a method: the method is the handler for actions that shape, combine or stream; it receives
 *   `(input, context)` and returns an `ActionResult`.
 *
 * @publicApi
 * @example
 * \@Action({ id: 'branch.get', title: 'Get a branch', tier: 'free', readOnly: true, destructive: false,
 *   input: BranchRefDto, output: BranchDto, operation: 'branchGet',
 *   route: 'GET /projects/:id/repository/branches/:branch', description: '...',
 *   reply: { render: renderBranch, nextSteps: ['branch.list to see other branches'] } })
 * readonly get?: Declared;
 */
export function Action<TInput extends object, TOutput extends object>(options: ActionOptions<TInput, TOutput>): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      const method = descriptor.value as object;
      const recorded = (Reflect.getMetadata(ACTION_METADATA, method) as ActionOptions[] | undefined) ?? [];
      Reflect.defineMetadata(ACTION_METADATA, [...recorded, options], method);
      return descriptor;
    }
    const recorded = (Reflect.getOwnMetadata(ACTION_METADATA, target, key) as ActionOptions[] | undefined) ?? [];
    Reflect.defineMetadata(ACTION_METADATA, [...recorded, options], target, key);
    const members = (Reflect.getOwnMetadata(DECLARED_MEMBERS_METADATA, target) as readonly (string | symbol)[] | undefined) ?? [];
    if (!members.includes(key)) Reflect.defineMetadata(DECLARED_MEMBERS_METADATA, [...members, key], target);
    return undefined;
  };
}
