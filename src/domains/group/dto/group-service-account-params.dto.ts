import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { DATE_ONLY, ServiceAccountTokenFiltersDto, TOKEN_SCOPES } from '../../shared/service-account-params.dto.js';

const GROUP_DOC = 'Top-level group numeric ID or full path (e.g. "7" or "my-org"); service accounts belong to a top-level group.';
const USER_ID_DOC = 'ID of the service account (a user ID, from group.service_account_list).';

export class ListGroupServiceAccountsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsOptional() @IsIn(['id', 'username']) @JSONSchema({ description: 'Order by this field (default id).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class CreateGroupServiceAccountDto extends GroupIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Display name (default "Service account user"), e.g. "Release bot".' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username, e.g. "release-bot"; generated when left out.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email address; a no-reply address is generated when left out.' }) email?: string;
}

export class GroupServiceAccountRefDto extends GroupIdDto {
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class UpdateGroupServiceAccountDto extends GroupServiceAccountRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New display name.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New username.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New email address (it may need confirming before it takes effect).' }) email?: string;
}

export class DeleteGroupServiceAccountDto extends GroupServiceAccountRefDto {
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Also delete the contributions of the account (issues, merge requests, notes) instead of moving them to the Ghost user; default false.' })
  hard_delete?: boolean;
}

export class ListGroupServiceAccountTokensDto extends ServiceAccountTokenFiltersDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class CreateGroupServiceAccountTokenDto extends GroupServiceAccountRefDto {
  @IsString() @JSONSchema({ description: 'Name of the token, e.g. "deploy".' }) name: string;
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(TOKEN_SCOPES, { each: true })
  @JSONSchema({ description: 'Scopes of the token, e.g. ["read_api"]. Grant the fewest that the automation needs.' })
  scopes: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'What the token is for.' }) description?: string;
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' })
  @JSONSchema({ description: 'Expiry date YYYY-MM-DD; the instance default applies when left out (at most the maximum lifetime the instance allows).' })
  expires_at?: string;
}

export class GroupServiceAccountTokenRefDto extends GroupServiceAccountRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the personal access token (from group.service_account_pat_list).' }) token_id: number;
}

export class RotateGroupServiceAccountTokenDto extends GroupServiceAccountTokenRefDto {
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' })
  @JSONSchema({ description: 'Expiry date of the new token, YYYY-MM-DD (default: one week from today).' })
  expires_at?: string;
}
