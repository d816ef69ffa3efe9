import type { SimToken, SimUser } from './store/sim-model.interface';
import type { SimStore } from './store/sim.store';

/** The authenticated caller of a REST or GraphQL request. */
export interface Caller {
  token: SimToken;
  user: SimUser;
}

/** What every route module receives. */
export interface SimContext {
  readonly store: SimStore;
  /** Base URL (set once listening); used for `web_url` fields and `Link` headers. */
  readonly baseUrl: () => string;
}
