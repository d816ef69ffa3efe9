import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from './next-steps.dto.js';

/** Who uploaded a file (`APIEntitiesUserSafe`). */
export class UploaderDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() public_email?: string;
}

/** A file uploaded to a project or group (`APIEntitiesMarkdownUploadAdmin`). */
export class UploadEntryDto {
  @IsInt() id: number;
  @IsOptional() @IsString() filename?: string;
  @IsOptional() @IsInt() size?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UploaderDto) uploaded_by?: UploaderDto;
}

/** A page of uploads. */
export class UploadListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UploadEntryDto) uploads: UploadEntryDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
