/** Injection token of the pipeline's ActionDispatcher; inject it with `@InjectActionDispatcher()`. */
export const ACTION_DISPATCHER = Symbol('ActionDispatcher');
