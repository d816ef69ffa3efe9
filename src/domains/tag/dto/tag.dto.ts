import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** The release of a tag as the tag shows it (`APIEntitiesTagRelease`). */
export class TagReleaseDto {
  @IsString() tag_name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release notes (Markdown written by a user).' }) description?: string;
}

/** GitLab's tag entity (`APIEntitiesTag`). */
export class TagDto extends WithNextStepsDto {
  @IsString() name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Message of an annotated tag; absent for a lightweight tag.' }) message?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'SHA the tag points to: the tag object of an annotated tag, else the commit.' }) target?: string;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) commit?: CommitDto;
  @IsOptional() @ValidateNested() @Type(() => TagReleaseDto) release?: TagReleaseDto;
  @IsOptional() @IsBoolean() protected?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'When an annotated tag was created; absent for a lightweight tag.' }) created_at?: string;
}

/** A page of tags. */
export class TagListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => TagDto) tags: TagDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a tag (GitLab answers 204 without a body). */
export class TagDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() tag_name: string;
  @IsString() message: string;
}

/** The issuer of an X.509 certificate (`APIEntitiesX509Issuer`). */
export class X509IssuerDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() subject?: string;
  @IsOptional() @IsString() subject_key_identifier?: string;
  @IsOptional() @IsString() crl_url?: string;
}

/** The X.509 certificate of a signature (`APIEntitiesX509Certificate`). */
export class X509CertificateDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() subject?: string;
  @IsOptional() @IsString() subject_key_identifier?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Serial number of the certificate (a large integer; precision may be lost).' }) serial_number?: number;
  @IsOptional() @IsString() certificate_status?: string;
  @IsOptional() @ValidateNested() @Type(() => X509IssuerDto) x509_issuer?: X509IssuerDto;
}

/** The signature of a tag (`APIEntitiesTagSignature`, X.509 fields merged in). */
export class TagSignatureDto extends WithNextStepsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Kind of signature, e.g. "X509".' }) signature_type?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'verified, unverified, ...' }) verification_status?: string;
  @IsOptional() @ValidateNested() @Type(() => X509CertificateDto) x509_certificate?: X509CertificateDto;
}
