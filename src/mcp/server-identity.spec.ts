import { modernCapabilities, serverCapabilities, subscriptionsEnabled } from './server-identity';

describe('serverCapabilities (computed from the configuration alone, for the stdio channel and the SDK server)', () => {
  it('A-60..A-65 full surface over stdio: resources with subscribe, prompts, completions', () => {
    expect(serverCapabilities({ capabilitySurface: 'full', transport: 'stdio', stateless: true })).toEqual({
      tools: { listChanged: true },
      resources: { subscribe: true },
      prompts: {},
      completions: {},
    });
  });

  it('A-65 stateless HTTP has no channel for updates: no subscribe; stateful HTTP has', () => {
    expect(serverCapabilities({ capabilitySurface: 'full', transport: 'http', stateless: true }).resources).toEqual({});
    expect(subscriptionsEnabled({ capabilitySurface: 'full', transport: 'http', stateless: false })).toBe(true);
  });

  it('A-60 minimal surface: tools and the manifest resource only', () => {
    expect(serverCapabilities({ capabilitySurface: 'minimal', transport: 'stdio', stateless: true })).toEqual({ tools: { listChanged: true }, resources: {} });
  });
});

describe('modernCapabilities (2026-07-28)', () => {
  it('issue 15 #3 a subscriptions/listen stream outlives its request: resources.subscribe on every full-surface transport, stateless HTTP included', () => {
    for (const transport of ['stdio', 'http'] as const) {
      expect(modernCapabilities({ capabilitySurface: 'full', transport, stateless: true })).toEqual({ tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, completions: {} });
    }
    expect(modernCapabilities({ capabilitySurface: 'minimal', transport: 'http', stateless: true })).toEqual({ tools: { listChanged: true }, resources: {} });
  });
});
