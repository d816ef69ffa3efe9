import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { AccessTokenDto, NewAccessTokenDto } from './access-token.dto.js';

const ROLE = 'Role of the token’s bot user in the resource: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.';

/** A project or group access token (`APIEntitiesResourceAccessToken`); never carries the token value. */
export class ResourceAccessTokenDto extends AccessTokenDto {
  @IsOptional() @IsInt() @JSONSchema({ description: ROLE }) access_level?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the project or group the token belongs to.' }) resource_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'project or group.' }) resource_type?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Last IP addresses the token was used from.' }) last_used_ips?: string[];
}

/** A project or group access token just created or rotated (`APIEntitiesResourceAccessTokenWithToken`): the value is shown this once. */
export class NewResourceAccessTokenDto extends NewAccessTokenDto {
  @IsOptional() @IsInt() @JSONSchema({ description: ROLE }) access_level?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the project or group the token belongs to.' }) resource_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'project or group.' }) resource_type?: string;
}
