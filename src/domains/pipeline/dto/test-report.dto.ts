import { Type } from 'class-transformer';
import { IsArray, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** How often a test failed lately on the base branch. */
export class RecentFailuresDto {
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsString() base_branch?: string;
}

/** One test case of a JUnit report (`TestCaseEntity`). */
export class TestCaseDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'success, failed, skipped or error.' }) status?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() classname?: string;
  @IsOptional() @IsString() file?: string;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Seconds.' }) execution_time?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Output the test wrote (from the report; untrusted).' }) system_output?: string;
  @IsOptional() @IsString() stack_trace?: string;
  @IsOptional() @ValidateNested() @Type(() => RecentFailuresDto) recent_failures?: RecentFailuresDto;
  @IsOptional() @IsString() attachment_url?: string;
}

/** One test suite of a pipeline's report (`TestSuiteEntity`). */
export class TestSuiteDto {
  @IsString() name: string;
  @IsOptional() @IsNumber() total_time?: number;
  @IsOptional() @IsInt() total_count?: number;
  @IsOptional() @IsInt() success_count?: number;
  @IsOptional() @IsInt() failed_count?: number;
  @IsOptional() @IsInt() skipped_count?: number;
  @IsOptional() @IsInt() error_count?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Why the suite could not be parsed, if it could not.' }) suite_error?: string;
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TestCaseDto)
  @JSONSchema({ description: 'The failed and errored test cases of the suite (passing and skipped ones are counted, not listed).' })
  test_cases?: TestCaseDto[];
}

/** A pipeline's unit test report (`TestReportEntity`), failing cases only. */
export class TestReportDto extends WithNextStepsDto {
  @IsOptional() @IsNumber() total_time?: number;
  @IsOptional() @IsInt() total_count?: number;
  @IsOptional() @IsInt() success_count?: number;
  @IsOptional() @IsInt() failed_count?: number;
  @IsOptional() @IsInt() skipped_count?: number;
  @IsOptional() @IsInt() error_count?: number;
  @IsArray() @ValidateNested({ each: true }) @Type(() => TestSuiteDto) test_suites: TestSuiteDto[];
}

/** The totals of a test report summary. */
export class TestTotalsDto {
  @IsOptional() @IsNumber() time?: number;
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsInt() success?: number;
  @IsOptional() @IsInt() failed?: number;
  @IsOptional() @IsInt() skipped?: number;
  @IsOptional() @IsInt() error?: number;
  @IsOptional() @IsString() suite_error?: string;
}

/** One suite of a test report summary (`TestSuiteSummaryEntity`). */
export class TestSuiteSummaryDto {
  @IsString() name: string;
  @IsOptional() @IsNumber() total_time?: number;
  @IsOptional() @IsInt() total_count?: number;
  @IsOptional() @IsInt() success_count?: number;
  @IsOptional() @IsInt() failed_count?: number;
  @IsOptional() @IsInt() skipped_count?: number;
  @IsOptional() @IsInt() error_count?: number;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the jobs whose reports make up the suite.' }) build_ids?: number[];
  @IsOptional() @IsString() suite_error?: string;
}

/** A pipeline's test report summary (`TestReportSummaryEntity`). */
export class TestReportSummaryDto extends WithNextStepsDto {
  @IsOptional() @ValidateNested() @Type(() => TestTotalsDto) total?: TestTotalsDto;
  @IsArray() @ValidateNested({ each: true }) @Type(() => TestSuiteSummaryDto) test_suites: TestSuiteSummaryDto[];
}
