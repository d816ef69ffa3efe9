import type { CredentialView, CredentialViewSource } from '../../mcp/credential-view.interface.js';

/**
 * A view source that exists before the one it stands for: a 2026-07-28 stdio connection is served
 * (its `server/discover` answered) while Nest and the catalog still load; every request that needs
 * the view waits here, then behind the readiness gate as usual.
 */
export class LateViewSource implements CredentialViewSource {
  private arrive!: (source: CredentialViewSource) => void;
  private readonly arrived = new Promise<CredentialViewSource>((resolve) => {
    this.arrive = resolve;
  });

  /** The source once the server has loaded. */
  resolve(source: CredentialViewSource): void {
    this.arrive(source);
  }

  async current(signal: AbortSignal): Promise<CredentialView> {
    const source = await Promise.race([this.arrived, aborted(signal)]);
    return source.current(signal);
  }

  async afterCall(view: CredentialView): Promise<void> {
    await (await this.arrived).afterCall?.(view);
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
