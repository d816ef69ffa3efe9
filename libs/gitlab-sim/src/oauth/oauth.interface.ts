/**
 * The simulator as GitLab's OAuth 2 provider ({@link GitlabSimOptions.oauth}).
 *
 * @publicApi
 */
export interface SimOAuthOptions {
  /**
   * `expires_in` of the access tokens it issues, in seconds (GitLab: 2 hours).
   * @default 7200
   */
  accessTokenLifetimeSeconds?: number;
  /**
   * The user `/oauth/authorize` signs in and consents for, at once.
   * @default 1 (demo)
   */
  consentingUserId?: number;
}

/**
 * An OAuth application registered at the simulator; the secret is only returned here, as GitLab shows it once.
 *
 * @publicApi
 */
export interface SimOAuthApplicationCredentials {
  readonly id: number;
  /** `client_id` (GitLab's `application_id`). */
  readonly uid: string;
  readonly secret: string;
}

/**
 * Test-side control of the OAuth provider.
 *
 * @publicApi
 */
export interface SimOAuthControl {
  /** Registers an application (what `POST /api/v4/applications` does for an administrator). */
  registerApplication(application: { name: string; redirectUris: readonly string[]; scopes: readonly string[]; confidential?: boolean }): SimOAuthApplicationCredentials;
  /** Revokes every grant of a user, as the user revoking the application in GitLab; returns how many ended. */
  revokeUser(userId: number): number;
  /** How many access tokens were issued so far (code exchanges and refreshes). */
  readonly issuedTokens: number;
  /** Every secret issued so far (application secrets, codes, access and refresh tokens), for the tests' secrets scan. */
  readonly issuedSecrets: readonly string[];
}
