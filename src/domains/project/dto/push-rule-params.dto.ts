import { IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PushRuleFieldsDto } from '../../shared/push-rule-params.dto.js';

/** The settings of a project push rule; every one is optional, on adding and on editing alike. */
export class PushRuleSettingsDto extends PushRuleFieldsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}
