import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const DOMAIN_DOC = 'The custom domain (e.g. "www.example.com").';
const CERT_DOC = 'TLS certificate in PEM format, intermediates following from most to least specific.';
const KEY_DOC = 'Private key of the certificate in PEM format. Write-only: never shown back.';

export class UpdatePagesDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Serve the site from a unique domain instead of the namespace domain.' }) pages_unique_domain_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Redirect HTTP requests to HTTPS.' }) pages_https_only?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Custom domain to redirect every other domain of the site to; empty to stop redirecting.' }) pages_primary_domain?: string;
}

export class ListPagesDomainsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class PagesDomainRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: DOMAIN_DOC }) domain: string;
}

export class CreatePagesDomainDto extends PagesDomainRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: "Obtain and renew the certificate automatically from Let's Encrypt." }) auto_ssl_enabled?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: CERT_DOC }) certificate?: string;
  @IsOptional() @IsString() @JSONSchema({ description: KEY_DOC, writeOnly: true }) key?: string;
}

export class UpdatePagesDomainDto extends CreatePagesDomainDto {}
