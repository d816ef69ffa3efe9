/** Claims of each sealed kind (short names: they travel in every request). */

/** A registered client (dynamic registration): the client_id is the sealed record itself. */
export interface ClientClaims {
  readonly name: string;
  readonly uris: readonly string[];
}

/** An authorization the client asked for, up to the consent. */
export interface PendingClaims {
  readonly cid: string;
  readonly ruri: string;
  /** The client's `state`, returned with our code. */
  readonly cst: string | undefined;
  /** The client's PKCE S256 challenge. */
  readonly cch: string;
  readonly scope: string;
}

/** The consent form's token: the pending authorization, bound to the browser by `nonce` (cookie). */
export interface ConsentClaims extends PendingClaims {
  readonly nonce: string;
}

/** The state sent to GitLab: the pending authorization and GitLab's PKCE verifier. */
export interface FlowClaims extends PendingClaims {
  readonly gver: string;
}

/** GitLab's grant, sealed inside our code, access and refresh tokens. */
export interface UpstreamClaims {
  /** GitLab access token. */
  readonly gat: string;
  /** GitLab refresh token. */
  readonly grt: string;
  /** GitLab access token end, epoch ms. */
  readonly gexp: number;
  readonly scope: string;
  readonly cid: string;
}

/** Our authorization code: GitLab's grant plus what the token request must prove. */
export interface CodeClaims extends UpstreamClaims {
  readonly ruri: string;
  readonly cch: string;
}
