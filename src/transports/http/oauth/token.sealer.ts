import { createHash, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/** What this server seals: its own tokens, codes, consent and flow states, and registered clients. */
export type SealedKind = 'access' | 'refresh' | 'code' | 'consent' | 'flow' | 'client';

/** Why a sealed value did not open. */
export class UnsealError extends Error {
  constructor(readonly reason: 'malformed' | 'expired' | 'wrong-kind' | 'wrong-audience') {
    super(`sealed value refused: ${reason}`);
    this.name = 'UnsealError';
  }
}

interface SealingKey {
  readonly kid: string;
  readonly secret: Uint8Array;
}

const keyOf = (material: string | Uint8Array): SealingKey => {
  const secret = createHash('sha256').update(material).digest();
  return { kid: createHash('sha256').update('kid').update(secret).digest('base64url').slice(0, 16), secret };
};

/**
 * JWE (`dir` + `A256GCM`, jose) of everything this server hands out: whoever holds one of the
 * keys opens it, so any replica serves any client with no store and nothing on disk. The first key
 * seals; every key opens, so keys rotate by prepending a new one. Without keys, one random key is
 * drawn per process (then tokens die with it).
 */
export class TokenSealer {
  private readonly keys: readonly SealingKey[];

  constructor(
    keys: readonly string[],
    private readonly issuer: string,
  ) {
    this.keys = keys.length > 0 ? keys.map(keyOf) : [keyOf(randomBytes(32))];
  }

  /** Seals `claims` as `kind` for `audience`, valid `ttlMs` (none: no expiry). */
  async seal(kind: SealedKind, claims: JWTPayload, audience: string, ttlMs?: number): Promise<string> {
    const key = this.keys[0];
    const jwt = new EncryptJWT({ ...claims, knd: kind })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: key.kid })
      .setIssuer(this.issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomBytes(12).toString('base64url'));
    if (ttlMs !== undefined) jwt.setExpirationTime(Math.floor((Date.now() + ttlMs) / 1000));
    return jwt.encrypt(key.secret);
  }

  /** Opens a value sealed as `kind` for `audience`; throws UnsealError otherwise. */
  async open<T extends object>(kind: SealedKind, value: string, audience: string): Promise<T & { jti: string; exp?: number }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtDecrypt(value, (header) => this.keys.find((k) => k.kid === header.kid)?.secret ?? this.keys[0].secret, { issuer: this.issuer }));
    } catch (e) {
      throw new UnsealError((e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'malformed');
    }
    if (payload['knd'] !== kind) throw new UnsealError('wrong-kind');
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!aud.includes(audience)) throw new UnsealError('wrong-audience');
    return payload as unknown as T & { jti: string; exp?: number };
  }
}

/** Whether `value` has the shape of a compact JWE (five base64url parts): one of ours, not a GitLab token. */
export function looksSealed(value: string): boolean {
  return /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);
}
