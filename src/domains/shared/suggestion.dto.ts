import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

/** `APIEntitiesSuggestion`: a suggested change inside a comment. */
export class SuggestionDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() from_line?: number;
  @IsOptional() @IsInt() to_line?: number;
  @IsOptional() @IsBoolean() appliable?: boolean;
  @IsOptional() @IsBoolean() applied?: boolean;
  @IsOptional() @IsString() from_content?: string;
  @IsOptional() @IsString() to_content?: string;
}
