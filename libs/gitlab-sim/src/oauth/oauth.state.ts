import { createHash, randomBytes } from 'node:crypto';
import type { SimToken, TokenScope } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** An OAuth application registered at the simulator (GitLab's instance-wide applications). */
export interface SimOAuthApplication {
  readonly id: number;
  readonly uid: string;
  readonly secret: string;
  readonly name: string;
  readonly redirectUris: readonly string[];
  readonly scopes: readonly string[];
  readonly confidential: boolean;
}

/** An authorization code waiting to be exchanged (single use, 10 minutes, as Doorkeeper's default). */
interface PendingCode {
  readonly application: SimOAuthApplication;
  readonly userId: number;
  readonly redirectUri: string;
  readonly scopes: TokenScope[];
  readonly challenge: string | undefined;
  readonly expiresAt: number;
}

/** One access token and its refresh token; refreshing revokes both and issues a new pair. */
interface Grant {
  readonly application: SimOAuthApplication;
  readonly token: SimToken;
  readonly refreshToken: string;
  readonly createdAt: number;
  readonly expiresIn: number;
  revoked: boolean;
}

/** What `POST /oauth/token` answers, GitLab's fields. */
export interface SimTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

/** A refusal of the token endpoint, RFC 6749 section 5.2. */
export class SimOAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const CODE_LIFETIME_MS = 10 * 60_000;
const OAUTH_SCOPES: readonly TokenScope[] = ['api', 'read_api', 'read_user'];
const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** The S256 code challenge of a verifier (RFC 7636 section 4.2). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The simulator's OAuth provider state: applications, pending codes and grants. Access tokens join
 * the store's token table, so the REST API authenticates them like any token; they expire on the
 * clock and end when revoked or refreshed.
 */
export class SimOAuthState {
  private readonly applications: SimOAuthApplication[] = [];
  private readonly codes = new Map<string, PendingCode>();
  private readonly grants: Grant[] = [];
  private readonly issuedSecrets: string[] = [];
  private nextApplicationId = 1;
  private nextTokenId = 900_000;

  constructor(
    private readonly store: SimStore,
    private readonly accessTokenLifetimeSeconds: number,
  ) {}

  register(name: string, redirectUris: readonly string[], scopes: readonly string[], confidential: boolean): SimOAuthApplication {
    const application = { id: this.nextApplicationId++, uid: hex(32), secret: `gloas-${hex(32)}`, name, redirectUris, scopes, confidential };
    this.applications.push(application);
    this.issuedSecrets.push(application.secret);
    return application;
  }

  list(): readonly SimOAuthApplication[] {
    return this.applications;
  }

  remove(id: number): boolean {
    const at = this.applications.findIndex((a) => a.id === id);
    if (at < 0) return false;
    const [gone] = this.applications.splice(at, 1);
    for (const grant of this.grants) if (grant.application === gone) this.revoke(grant);
    return true;
  }

  application(uid: string): SimOAuthApplication | undefined {
    return this.applications.find((a) => a.uid === uid);
  }

  /** Issues a code for `userId` (the consent is automatic); the scopes asked must be the application's. */
  authorize(application: SimOAuthApplication, userId: number, redirectUri: string, scope: string, challenge: string | undefined): string {
    const scopes = scope.split(/[\s+]+/).filter((s) => s !== '');
    const wanted = scopes.length > 0 ? scopes : [...application.scopes];
    if (!wanted.every((s) => application.scopes.includes(s))) throw new SimOAuthError('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
    const guarded = wanted.filter((s): s is TokenScope => (OAUTH_SCOPES as readonly string[]).includes(s));
    const code = hex(32);
    this.issuedSecrets.push(code);
    this.codes.set(code, { application, userId, redirectUri, scopes: guarded, challenge, expiresAt: Date.now() + CODE_LIFETIME_MS });
    return code;
  }

  /** `grant_type=authorization_code`: the code is spent whether or not the exchange succeeds. */
  exchangeCode(application: SimOAuthApplication, code: string, redirectUri: string, verifier: string | undefined): SimTokenResponse {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    const invalid = new SimOAuthError(
      'invalid_grant',
      'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
    );
    if (!pending || pending.application !== application || pending.expiresAt < Date.now() || pending.redirectUri !== redirectUri) throw invalid;
    if (pending.challenge !== undefined && (verifier === undefined || s256(verifier) !== pending.challenge)) throw invalid;
    return this.issue(application, pending.userId, pending.scopes);
  }

  /** `grant_type=refresh_token`: the old pair is revoked (GitLab rotates refresh tokens). */
  refresh(application: SimOAuthApplication, refreshToken: string): SimTokenResponse {
    const grant = this.grants.find((g) => g.refreshToken === refreshToken);
    if (!grant || grant.revoked || grant.application !== application) {
      throw new SimOAuthError(
        'invalid_grant',
        'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
      );
    }
    this.revoke(grant);
    return this.issue(application, grant.token.userId, grant.token.scopes);
  }

  /** RFC 7009: revokes the grant an access or refresh token belongs to; unknown tokens are ignored. */
  revokeToken(value: string): void {
    const grant = this.grants.find((g) => g.token.value === value || g.refreshToken === value);
    if (grant) this.revoke(grant);
  }

  /** Revokes every grant of a user (as "Revoke" on the user's authorized applications page). */
  revokeUser(userId: number): number {
    const live = this.grants.filter((g) => !g.revoked && g.token.userId === userId);
    for (const grant of live) this.revoke(grant);
    return live.length;
  }

  /** The grant of a live access token, for `/oauth/token/info`. */
  live(accessToken: string): Grant | undefined {
    const grant = this.grants.find((g) => g.token.value === accessToken);
    return grant && !grant.revoked && !grant.token.expired ? grant : undefined;
  }

  /** Every secret issued: application secrets, codes, access and refresh tokens. */
  get secrets(): readonly string[] {
    return this.issuedSecrets;
  }

  /** How many access tokens have been issued (codes exchanged and refreshes). */
  get issued(): number {
    return this.grants.length;
  }

  private issue(application: SimOAuthApplication, userId: number, scopes: TokenScope[]): SimTokenResponse {
    const createdAt = Date.now();
    const expiresIn = this.accessTokenLifetimeSeconds;
    const expiresAtMs = createdAt + expiresIn * 1000;
    const id = this.nextTokenId++;
    const token: SimToken = {
      id,
      name: `oauth-${application.name}`,
      value: hex(32),
      userId,
      scopes,
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(expiresAtMs).toISOString().slice(0, 10),
      lastUsedAt: null,
      get expired(): boolean {
        return Date.now() >= expiresAtMs;
      },
      revoked: false,
      description: '',
    };
    this.store.data.tokens.push(token);
    const grant: Grant = { application, token, refreshToken: hex(32), createdAt, expiresIn, revoked: false };
    this.grants.push(grant);
    this.issuedSecrets.push(token.value, grant.refreshToken);
    return {
      access_token: token.value,
      token_type: 'Bearer',
      expires_in: expiresIn,
      refresh_token: grant.refreshToken,
      scope: scopes.join(' '),
      created_at: Math.floor(createdAt / 1000),
    };
  }

  private revoke(grant: Grant): void {
    grant.revoked = true;
    grant.token.revoked = true;
  }
}
