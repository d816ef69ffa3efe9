import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsEmail, IsInt, IsOptional, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const USER_ID_DOC = 'Numeric ID of the user (user.list or user.get gives it).';

export class ListUserEmailsDto extends PageParamsDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class OwnEmailRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the email address (user.emails gives it).' }) email_id: number;
}

export class UserEmailRefDto extends OwnEmailRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class AddOwnEmailDto {
  @IsEmail() @JSONSchema({ description: 'The address to add (e.g. "alice@example.com"); GitLab sends it a confirmation link.' }) email: string;
}

export class AddUserEmailDto extends AddOwnEmailDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Mark the address confirmed at once, without sending the confirmation email (default false).' }) skip_confirmation?: boolean;
}
