import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** One active Pages deployment. */
export class PagesDeploymentDto {
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path prefix of a parallel deployment; empty for the main one.' }) path_prefix?: string;
  @IsOptional() @IsString() root_directory?: string;
}

/** The Pages settings of a project. */
export class PagesDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsBoolean() is_unique_domain_enabled?: boolean;
  @IsOptional() @IsBoolean() force_https?: boolean;
  @IsOptional() @IsString() primary_domain?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PagesDeploymentDto) deployments?: PagesDeploymentDto[];
}

/** The TLS certificate of a Pages domain (`APIEntitiesPagesDomainCertificate`). */
export class PagesCertificateDto {
  @IsOptional() @IsString() subject?: string;
  @IsOptional() @IsBoolean() expired?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'The certificate in PEM format (public).' }) certificate?: string;
  @IsOptional() @IsString() certificate_text?: string;
}

/** The certificate expiry of a Pages domain in the instance-wide list. */
export class PagesCertificateExpirationDto {
  @IsOptional() @IsBoolean() expired?: boolean;
  @IsOptional() @IsString() expiration?: string;
}

/** A custom Pages domain (`APIEntitiesPagesDomain`, `APIEntitiesPagesDomainBasic` in the instance list). */
export class PagesDomainDto extends WithNextStepsDto {
  @IsOptional() @IsString() domain?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsBoolean() verified?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Value of the TXT record that proves ownership of the domain.' }) verification_code?: string;
  @IsOptional() @IsString() enabled_until?: string;
  @IsOptional() @IsBoolean() auto_ssl_enabled?: boolean;
  @IsOptional() @ValidateNested() @Type(() => PagesCertificateDto) certificate?: PagesCertificateDto;
  @IsOptional() @ValidateNested() @Type(() => PagesCertificateExpirationDto) certificate_expiration?: PagesCertificateExpirationDto;
}

/** A page of Pages domains. */
export class PagesDomainListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => PagesDomainDto) domains: PagesDomainDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a domain or unpublishing the site (GitLab answers 204). */
export class PagesActionResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsString() domain?: string;
  @IsString() message: string;
}
