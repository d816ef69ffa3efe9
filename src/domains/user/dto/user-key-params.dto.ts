import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const USER_ID_DOC = 'Numeric ID of the user (user.list or user.get gives it).';
const SSH_KEY_DOC = 'The public key as OpenSSH writes it: type, base64 body and an optional comment (e.g. "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB... alice@laptop"). Never the private key.';
const GPG_KEY_DOC = 'The ASCII-armored public key, from "-----BEGIN PGP PUBLIC KEY BLOCK-----" to "-----END PGP PUBLIC KEY BLOCK-----" (gpg --armor --export KEY_ID).';

/** A page of another user's keys. */
export class ListUserKeysDto extends PageParamsDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class OwnKeyRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the key (the list of keys gives it).' }) key_id: number;
}

export class UserKeyRefDto extends OwnKeyRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class AddOwnSshKeyDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Title of the key (e.g. "laptop").' }) title: string;
  @IsString() @Matches(/^\S+ \S+/, { message: 'key must be an OpenSSH public key: "<type> <base64> [comment]"' }) @JSONSchema({ description: SSH_KEY_DOC }) key: string;
  @IsOptional() @IsString() @IsISO8601() @JSONSchema({ description: 'Expiry in ISO 8601 (e.g. "2026-12-31T00:00:00Z"); the key never expires when left out.' }) expires_at?: string;
  @IsOptional() @IsIn(['auth', 'signing', 'auth_and_signing']) @JSONSchema({ description: 'What the key may do: "auth" (push and pull), "signing" (sign commits) or "auth_and_signing" (the default).' }) usage_type?: string;
}

export class AddUserSshKeyDto extends AddOwnSshKeyDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class FindKeyByFingerprintDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Fingerprint of the public key: "SHA256:" and the base64 digest as ssh-keygen -lf prints it (e.g. "SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8"), or the MD5 form "ba:81:59:68:d7:6c:cd:02:02:bf:6a:9b:55:4e:af:d1".' }) fingerprint: string;
}

export class KeyIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the SSH key, of any user.' }) key_id: number;
}

export class AddOwnGpgKeyDto {
  @IsString() @Matches(/BEGIN PGP PUBLIC KEY BLOCK/, { message: 'key must be an ASCII-armored PGP public key block' }) @JSONSchema({ description: GPG_KEY_DOC }) key: string;
}

export class AddUserGpgKeyDto extends AddOwnGpgKeyDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}
