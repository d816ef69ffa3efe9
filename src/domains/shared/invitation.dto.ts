import { IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/**
 * A pending invitation to a project or group (`APIEntitiesInvitation`). GitLab's `invite_token`
 * (whoever holds it can accept the invitation) is left out: it reaches the invitee by email only.
 */
export class InvitationDto extends WithNextStepsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'The invited email address.' }) invite_email?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Role offered: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.' }) access_level?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the membership would end (YYYY-MM-DD).' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the user who sent the invitation.' }) created_by_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the invited user, when the email belongs to one.' }) user_name?: string;
}
