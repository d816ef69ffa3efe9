import type { ServerConfig } from '../config/index.js';

/**
 * E-10's 401 sentences name `GITLAB_TOKEN`, where stdio reads the token. HTTP mode never reads
 * it: the token came with the request, so the sentence names the headers that carried it.
 */
export function inTransportWords(text: string, transport: ServerConfig['transport']): string {
  return transport === 'http' ? text.replaceAll('(GITLAB_TOKEN)', '(the PRIVATE-TOKEN or Authorization: Bearer header of the request)') : text;
}
