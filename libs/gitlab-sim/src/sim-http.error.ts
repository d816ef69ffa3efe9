/**
 * Thrown by a route to answer with a GitLab error: the server's error handler sends `status` and `body` as JSON.
 */
export class SimHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
    readonly headers: Record<string, string> = {},
  ) {
    super(`GitLab simulator answered ${status}`);
    this.name = 'SimHttpError';
  }
}
