import { IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { PushRuleFieldsDto } from '../../shared/push-rule-params.dto.js';

/** The settings of a group push rule (inherited by new projects of the group); every one is optional. */
export class GroupPushRuleSettingsDto extends PushRuleFieldsDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-org").' }) group_id: string;
}

/** Outcome of deleting a group's push rule (GitLab answers 204 without a body). */
export class GroupPushRuleDeletionDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() message: string;
}
