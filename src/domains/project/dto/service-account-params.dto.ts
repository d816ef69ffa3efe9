import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { DATE_ONLY, ServiceAccountTokenFiltersDto, TOKEN_SCOPES } from '../../shared/service-account-params.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const USER_ID_DOC = 'ID of the service account (a user ID, from project.service_account_list).';

export class ListProjectServiceAccountsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsIn(['id', 'username']) @JSONSchema({ description: 'Order by this field (default id).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class CreateProjectServiceAccountDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Display name (default "Service account user").' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username; generated when left out.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email address; a no-reply address is generated when left out.' }) email?: string;
}

export class ServiceAccountRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class UpdateProjectServiceAccountDto extends ServiceAccountRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New display name.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New username.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New email address (it may need confirming before it takes effect).' }) email?: string;
}

export class DeleteProjectServiceAccountDto extends ServiceAccountRefDto {
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Also delete the contributions of the account (issues, merge requests, notes) instead of moving them to the Ghost user; default false.' })
  hard_delete?: boolean;
}

export class ListServiceAccountTokensDto extends ServiceAccountTokenFiltersDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class CreateServiceAccountTokenDto extends ServiceAccountRefDto {
  @IsString() @JSONSchema({ description: 'Name of the token.' }) name: string;
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

export class ServiceAccountTokenRefDto extends ServiceAccountRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the personal access token (from project.service_account_pat_list).' }) token_id: number;
}

export class RotateServiceAccountTokenDto extends ServiceAccountTokenRefDto {
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' })
  @JSONSchema({ description: 'Expiry date of the new token, YYYY-MM-DD (default: one week from today).' })
  expires_at?: string;
}
