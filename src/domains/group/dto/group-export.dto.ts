import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** What GitLab answers when it accepts a background export (202 with a message). */
export class GroupExportScheduledDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() @JSONSchema({ description: "GitLab's answer, e.g. \"202 Accepted\"." }) message: string;
}

export class ScheduleRelationsExportDto extends GroupIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Export each relation in batches (default false), for large groups.', default: false }) batched?: boolean;
}
