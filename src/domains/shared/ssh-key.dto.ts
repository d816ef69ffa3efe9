import { Type } from 'class-transformer';
import { IsOptional, IsString, IsInt, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** GitLab's SSH key entity (`APIEntitiesSSHKey`): a user's public key, used to push and pull, to sign commits, or both. */
export class SshKeyDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The public key, as OpenSSH writes it (e.g. "ssh-ed25519 AAAA... alice@laptop").' }) key?: string;
  @IsOptional() @IsString() @JSONSchema({ description: '"auth", "signing" or "auth_and_signing".' }) usage_type?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsString() last_used_at?: string;
}

/** An SSH key with its owner (`APIEntitiesSSHKeyWithUser`). */
export class SshKeyWithUserDto extends SshKeyDto {
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
}
