import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A user who asked for access to a project or group (`APIEntitiesAccessRequester`). */
export class AccessRequesterDto extends WithNextStepsDto {
  @IsInt() @JSONSchema({ description: 'User ID of the requester (the user_id to approve or deny).' }) id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() locked?: boolean;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() avatar_path?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the access was requested.' }) requested_at?: string;
}
