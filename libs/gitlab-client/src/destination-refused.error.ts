import { DESTINATION_REFUSED_CODE } from './gitlab-client.constants.js';

/**
 * Raised inside a socket's DNS lookup (or before a request to an IP literal) when the outbound
 * destination policy refuses the address (A-73). Carries {@link DESTINATION_REFUSED_CODE} so the
 * client recognises it under axios' wrapping; it never leaves the client as such (callers get a
 * `GitlabRequestFailureError` with `destinationRefused`).
 */
export class DestinationRefusedError extends Error {
  readonly code = DESTINATION_REFUSED_CODE;

  constructor(message: string) {
    super(message);
    this.name = 'DestinationRefusedError';
  }
}
