/** The shared rate-limit store cannot be reached and the failure mode is `closed`: the request is refused. */
export class LimitStoreUnavailableError extends Error {
  constructor() {
    super('the shared rate-limit store cannot be reached');
    this.name = 'LimitStoreUnavailableError';
  }
}
