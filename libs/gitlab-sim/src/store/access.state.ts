import type { SimToken } from './sim-model.interface';

/** An SSH deploy key; which projects it is enabled in, and with push or not, is in {@link SimDeployKeyLink}. */
export interface SimDeployKey {
  id: number;
  title: string;
  key: string;
  fingerprint: string;
  fingerprintSha256: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** Who added it (an instance key: the administrator). */
  userId: number;
  /** A public key any project may enable (instance keys are public). */
  public: boolean;
}

export interface SimDeployKeyLink {
  keyId: number;
  projectId: number;
  canPush: boolean;
}

/** A project or group deploy token. `value` is returned once, when it is created. */
export interface SimDeployToken {
  id: number;
  name: string;
  username: string;
  scopes: string[];
  expiresAt: string | null;
  revoked: boolean;
  value: string;
  projectId: number | null;
  groupId: number | null;
}

export type SimSourceType = 'project' | 'group';

export interface SimAccessRequest {
  sourceType: SimSourceType;
  sourceId: number;
  userId: number;
  requestedAt: string;
}

/** A pending invitation by email; accepting it (control route) makes the email's user a member. */
export interface SimInvitation {
  id: number;
  sourceType: SimSourceType;
  sourceId: number;
  email: string;
  accessLevel: number;
  expiresAt: string | null;
  createdAt: string;
  createdById: number;
  inviteToken: string;
  memberRoleId: number | null;
}

/**
 * What a token carries beyond `SimToken`: every scope GitLab knows (the guard only reads `api`,
 * `read_api`, `read_user`), and for a project or group access token the resource and the role of its bot user.
 */
export interface SimTokenDetails {
  tokenId: number;
  scopes: string[];
  resourceType: SimSourceType | null;
  resourceId: number | null;
  accessLevel: number | null;
}

/** Deploy keys and tokens, access requests, invitations and access-token details. */
export interface SimAccess {
  deployKeys: SimDeployKey[];
  deployKeyLinks: SimDeployKeyLink[];
  deployTokens: SimDeployToken[];
  accessRequests: SimAccessRequest[];
  invitations: SimInvitation[];
  tokenDetails: SimTokenDetails[];
  /**
   * Project and group access tokens. One created at run time is also in `SimData.tokens` (the same
   * object), so that its value authenticates; the seeded ones are not: nobody knows their values.
   */
  resourceTokens: SimToken[];
  /** The last id handed out to a deploy key, deploy token, invitation, token or bot user created at run time. */
  lastId: number;
}
