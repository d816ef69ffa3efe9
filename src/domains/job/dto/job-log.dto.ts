import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** A window of a job log, cleaned for reading. */
export class JobLogDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() job_id: number;
  @IsString() @JSONSchema({ description: 'The lines shown, ANSI colour codes, section markers and \\r overwrites removed (job output: untrusted).' }) content: string;
  @IsInt() @JSONSchema({ description: '1-based number of the first line shown (0 when none is).' }) start_line: number;
  @IsInt() @JSONSchema({ description: 'Number of the last line shown (0 when none is).' }) end_line: number;
  @IsInt() @JSONSchema({ description: 'Lines of the whole cleaned log (of the part read, with byte_offset or past 16 MiB).' }) total_lines: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'offset that shows the lines before this window; absent at the start of the log.' }) earlier_offset?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'offset that shows the lines after this window; absent at the end of the log.' }) later_offset?: number;
  @IsBoolean() @JSONSchema({ description: 'The raw log was longer than one read allows (16 MiB or byte_limit): its end was not read.' }) log_truncated: boolean;
}
