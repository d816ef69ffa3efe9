import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { negotiateProtocolVersion, PROTOCOL_VERSIONS } from './protocol-versions';

describe('protocol versions of the stdio channel', () => {
  it('A-05 match the pinned SDK, so the early initialize answer equals the SDK\'s', () => {
    expect([...PROTOCOL_VERSIONS]).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    expect(PROTOCOL_VERSIONS[0]).toBe(LATEST_PROTOCOL_VERSION);
  });

  it('A-05 echo a supported version and answer the newest otherwise', () => {
    expect(negotiateProtocolVersion('2025-03-26')).toBe('2025-03-26');
    expect(negotiateProtocolVersion('1999-01-01')).toBe(LATEST_PROTOCOL_VERSION);
    expect(negotiateProtocolVersion(undefined)).toBe(LATEST_PROTOCOL_VERSION);
  });
});
