import type { CatalogEntry } from '../catalog/index.js';

/** What a surface hands the pipeline for one call; everything else about the arguments is the pipeline's. */
export interface ActionRequest {
  readonly entry: CatalogEntry;
  /**
   * The object that carries the action's parameters, as the client sent it: the `params` of an
   * envelope, or the whole arguments of an action's own tool. Where `confirm` travels among the
   * parameters (meta and individual tools, E-61) it is the reserved key the pipeline removes (E-53).
   */
  readonly params: Readonly<Record<string, unknown>>;
  /** The caller sent `confirm: true` where its tool expects it, or runs the action for a flow that asked itself. */
  readonly confirmed: boolean;
}
