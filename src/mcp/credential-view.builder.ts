import type { CallerIdentity } from '@gitlab-mcp/action-kit';
import type { GitlabClient } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CapabilitiesFactory, type Capabilities } from '../capabilities/index.js';
import { CatalogService, CatalogView } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { resolveIdentity } from '../session/identity.resolver.js';
import type { IdentityVerdict } from '../session/identity.verdict.js';
import { SurfaceFactory } from '../surfaces/surface.factory.js';
import type { Surface } from '../surfaces/surface.interface.js';
import type { CredentialView } from './credential-view.interface.js';

/** The discovery deadline: its own setting, never longer than the action deadline (0 = none). */
function discoveryDeadlineMs(config: ServerConfig): number {
  return config.actionTimeoutMs > 0 ? Math.min(config.discoveryTimeoutMs, config.actionTimeoutMs) : config.discoveryTimeoutMs;
}

/** A credential view and the discovery verdict it was built from. */
export interface DiscoveredView {
  readonly view: CredentialView;
  readonly verdict: IdentityVerdict;
}

/**
 * Discovers who a token is and builds what it is served: the catalog view for its
 * tier and scopes projected onto the configured surface.
 */
@Injectable()
export class CredentialViewBuilder {
  /** One surface per configuration shape, shared by every credential of that shape. */
  private readonly surfacesByShape = new Map<string, { surface: Surface; capabilities: Capabilities }>();

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly catalog: CatalogService,
    private readonly surfaces: SurfaceFactory,
    private readonly capabilities: CapabilitiesFactory,
  ) {}

  /** Discovery runs under its own deadline (at most the action deadline): never a hang. */
  async build(client: GitlabClient, signal?: AbortSignal): Promise<DiscoveredView> {
    const deadline = AbortSignal.timeout(discoveryDeadlineMs(this.config));
    const verdict = await resolveIdentity(client, this.config.tier, signal ? AbortSignal.any([signal, deadline]) : deadline);
    const fields = { gitlab_url: client.baseUrl, tier: verdict.identity.tier, user: verdict.identity.username, scopes: verdict.identity.scopes, gitlab_version: verdict.identity.gitlabVersion };
    if (verdict.status === 'unreachable') {
      const reason = deadline.aborted ? `no answer within ${discoveryDeadlineMs(this.config)} ms` : 'no connection';
      this.logger.warn({ ...fields, reason }, 'GitLab is unreachable at start; serving degraded until a call reaches it');
    }
    else if (verdict.status === 'rejected') this.logger.warn(fields, 'GitLab rejected the token (401); every call will report it');
    else if (verdict.status === 'no_scope') this.logger.error(fields, 'the token has neither read_api nor api; refusing catalog requests');
    else this.logger.info(fields, 'GitLab identity resolved');
    const readOnly = this.config.readOnly || verdict.readOnlyToken;
    return {
      verdict,
      view: { ...this.surfaceFor(verdict.identity, readOnly), session: { client, identity: verdict.identity }, noScope: verdict.status === 'no_scope' },
    };
  }

  /**
   * The surface and the capabilities of a configuration, both over one catalog view. The
   * process-wide settings (surfaces, capabilities, modes, exclusions) are the same for every
   * credential, so a configuration is told apart by what each credential resolves.
   */
  private surfaceFor(identity: CallerIdentity, readOnly: boolean): { surface: Surface; capabilities: Capabilities } {
    const { instanceUrl, tier, fineGrained, isAdmin } = identity;
    const shape = JSON.stringify([instanceUrl, tier, readOnly, fineGrained, isAdmin]);
    let served = this.surfacesByShape.get(shape);
    if (!served) {
      const registry = this.catalog.registry;
      const view = new CatalogView(registry, { tier, readOnly, exclude: this.config.excludeTools });
      const surface = this.surfaces.create(view, registry);
      served = { surface, capabilities: this.capabilities.create(view, surface.tools) };
      this.surfacesByShape.set(shape, served);
      this.logger.debug(
        { gitlab_url: instanceUrl, tier, read_only: readOnly, fine_grained: fineGrained, admin: isAdmin, configurations: this.surfacesByShape.size },
        'catalog built for a new configuration',
      );
    }
    return served;
  }
}
