import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const STRATEGIES = ['default', 'gradualRolloutUserId', 'userWithId', 'gitlabUserList', 'flexibleRollout'];
const STRATEGY_DOC =
  'default (everyone), gradualRolloutUserId (percentage of users), userWithId (listed user IDs), gitlabUserList (a user list, see user_list_id) or flexibleRollout (percentage by stickiness).';
const PARAMETERS_DOC =
  'Parameters of the strategy: {} for default and gitlabUserList; {"groupId": "default", "percentage": "25"} for gradualRolloutUserId; {"userIds": "u1,u2"} for userWithId; {"groupId": "default", "rollout": "25", "stickiness": "default"} for flexibleRollout.';
const NAME_DOC = 'Name of the feature flag, as the application asks Unleash for it (e.g. "new_checkout").';

/** Strategy parameters as sent; every value is a string. */
export class StrategyParametersParamDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Rollout group for gradualRolloutUserId and flexibleRollout, usually "default".' }) groupId?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'gradualRolloutUserId: percentage of users, "0" to "100".' }) percentage?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'flexibleRollout: percentage, "0" to "100".' }) rollout?: string;
  @IsOptional() @IsIn(['default', 'userId', 'sessionId', 'random']) @JSONSchema({ description: 'flexibleRollout: default, userId, sessionId or random.' }) stickiness?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'userWithId: comma-separated user IDs (as the application knows them).' }) userIds?: string;
}

/** An environment scope of a new strategy. */
export class StrategyScopeParamDto {
  @IsString() @JSONSchema({ description: '"*" for all environments, or a name or wildcard such as "production" or "review/*".' }) environment_scope: string;
}

/** An environment scope to add (no id), change (id) or remove (id and _destroy). */
export class StrategyScopeChangeDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the existing scope (from feature_flags.feature_flag_get).' }) id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: '"*" for all environments, or a name or wildcard.' }) environment_scope?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true removes the scope named by id.' }) _destroy?: boolean;
}

/** A strategy of a new flag. */
export class StrategyParamDto {
  @IsIn(STRATEGIES) @JSONSchema({ description: STRATEGY_DOC }) name: string;
  @IsOptional() @ValidateNested() @Type(() => StrategyParametersParamDto) @JSONSchema({ description: PARAMETERS_DOC }) parameters?: StrategyParametersParamDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => StrategyScopeParamDto) @JSONSchema({ description: 'Environments the strategy applies to, e.g. [{"environment_scope": "production"}].' }) scopes?: StrategyScopeParamDto[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'gitlabUserList: ID of the user list (from feature_flags.ff_user_list_list).' }) user_list_id?: number;
}

/** A strategy to add (no id), change (id) or remove (id and _destroy). */
export class StrategyChangeDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the existing strategy (from feature_flags.feature_flag_get).' }) id?: number;
  @IsOptional() @IsIn(STRATEGIES) @JSONSchema({ description: STRATEGY_DOC }) name?: string;
  @IsOptional() @ValidateNested() @Type(() => StrategyParametersParamDto) @JSONSchema({ description: PARAMETERS_DOC }) parameters?: StrategyParametersParamDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => StrategyScopeChangeDto) @JSONSchema({ description: 'Scopes to add, change or remove.' }) scopes?: StrategyScopeChangeDto[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'gitlabUserList: ID of the user list.' }) user_list_id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true removes the strategy named by id.' }) _destroy?: boolean;
}

export class ListFeatureFlagsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsIn(['enabled', 'disabled']) @JSONSchema({ description: 'Only enabled or only disabled flags (default all).' }) scope?: string;
}

export class FeatureFlagRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: NAME_DOC }) feature_flag_name: string;
}

export class CreateFeatureFlagDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: NAME_DOC }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the flag.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the flag starts on (default true).', default: true }) active?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => StrategyParamDto) @JSONSchema({ description: 'Rollout strategies, e.g. [{"name": "default", "parameters": {}, "scopes": [{"environment_scope": "production"}]}].' }) strategies?: StrategyParamDto[];
}

export class UpdateFeatureFlagDto extends FeatureFlagRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the flag.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description.' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true turns the flag on, false turns it off.' }) active?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => StrategyChangeDto) @JSONSchema({ description: 'Strategies to add (no id), change (with id) or remove (id and "_destroy": true).' }) strategies?: StrategyChangeDto[];
}
