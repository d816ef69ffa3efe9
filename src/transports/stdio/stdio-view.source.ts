import type { GitlabClient } from '@gitlab-mcp/gitlab-client';
import type { Logger } from 'pino';
import type { ReadinessWatcher } from '../../catalog/index.js';
import type { CredentialViewBuilder, DiscoveredView } from '../../mcp/credential-view.builder.js';
import type { CredentialView, CredentialViewSource } from '../../mcp/credential-view.interface.js';

/**
 * The one credential view of a stdio process (its one token). Built in the background behind the readiness
 * gate; after a degraded start it re-detects the identity once a call reaches GitLab
 * and announces the new tool list.
 */
export class StdioViewSource implements CredentialViewSource {
  private built: DiscoveredView | undefined;
  private redetecting = false;
  onToolsChanged: (() => Promise<void>) | undefined;

  constructor(
    private readonly builder: CredentialViewBuilder,
    private readonly client: GitlabClient,
    private readonly readiness: ReadinessWatcher,
    private readonly logger: Logger,
  ) {}

  /** Starts discovery; the gate opens when it ends. */
  start(): void {
    this.builder.build(this.client).then(
      (b) => {
        this.built = b;
        this.readiness.setReady();
      },
      (e: unknown) => {
        this.logger.error({ err: e instanceof Error ? e.message : String(e) }, 'tool registration failed');
        this.readiness.setErrored(e instanceof Error ? e : new Error(String(e)));
      },
    );
  }

  async current(signal: AbortSignal): Promise<CredentialView> {
    await this.readiness.waitUntilReady(signal);
    return this.built!.view;
  }

  async afterCall(): Promise<void> {
    if (this.built?.verdict.status !== 'unreachable' || this.redetecting) return;
    this.redetecting = true;
    try {
      const next = await this.builder.build(this.client);
      if (next.verdict.status !== 'unreachable') {
        this.built = next;
        await this.onToolsChanged?.();
      }
    } finally {
      this.redetecting = false;
    }
  }
}
