// Listing footprint: tools/list bytes and cl100k tokens per surface (meta in opaque / compact /
// full) and per tier (GITLAB_MCP_TIER), the initialize `instructions`, and the reference figures.
import { BIN, INIT, INITIALIZED, catalogFromDynamic, countTokens, int, ratio, startSim, timeStdio } from './lib.mjs';

const TIERS = ['free', 'premium', 'ultimate'];
const CONFIGS = [
  { label: 'dynamic', env: { GITLAB_MCP_TOOL_SURFACE: 'dynamic' } },
  { label: 'meta (opaque)', env: { GITLAB_MCP_TOOL_SURFACE: 'meta', GITLAB_MCP_META_PARAM_SCHEMA: 'opaque' } },
  { label: 'meta (compact)', env: { GITLAB_MCP_TOOL_SURFACE: 'meta', GITLAB_MCP_META_PARAM_SCHEMA: 'compact' } },
  { label: 'meta (full)', env: { GITLAB_MCP_TOOL_SURFACE: 'meta', GITLAB_MCP_META_PARAM_SCHEMA: 'full' } },
  { label: 'individual', env: { GITLAB_MCP_TOOL_SURFACE: 'individual' } },
];

/** Reference implementation's figures (its catalogue: test/fixtures/reference, 1,098 actions in 49 domains). */
export const REFERENCE = {
  dynamic: { bytes: 12_119, tokens: 1_500, actions: 1_098, note: 'whole catalogue' },
  metaFree: { tokens: 125_224, actions: 872, domains: 49 },
  individualUltimate: { tokens: 631_545, actions: 1_098 },
};

/** One listing: bytes of the tools/list JSON-RPC line, cl100k tokens of its `tools` array. */
export async function listing(env) {
  const t = await timeStdio([BIN], env, [INIT, INITIALIZED, { id: 2, method: 'tools/list' }]);
  const tools = t[2].message.result.tools;
  const json = JSON.stringify(tools);
  return {
    bytes: t[2].bytes,
    tokens: countTokens(json),
    tools: tools.length,
    names: tools.map((x) => x.name),
    catalog: catalogFromDynamic(tools),
    instructions: t[1].message.result.instructions ?? '',
  };
}

export async function run() {
  const sim = await startSim();
  const base = { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api };
  const results = {};
  try {
    for (const tier of TIERS) {
      for (const c of CONFIGS) results[`${c.label}|${tier}`] = await listing({ ...base, ...c.env, GITLAB_MCP_TIER: tier });
    }
  } finally {
    await sim.close();
  }
  const rows = [];
  const metrics = {};
  for (const tier of TIERS) {
    // Every action is one tool on the individual surface, so its tool count is the action count.
    const actions = results[`individual|${tier}`].tools;
    const dyn = results[`dynamic|${tier}`];
    for (const c of CONFIGS) {
      const r = results[`${c.label}|${tier}`];
      rows.push([
        `tools/list ${c.label}, ${tier} (${r.tools} tools, ${actions} actions)`,
        `${int(r.bytes)} B · ${int(r.tokens)} tok · ${(r.tokens / actions).toFixed(0)} tok/action`,
        `${ratio(r.tokens, dyn.tokens)} dynamic tokens`,
      ]);
    }
    metrics[`actions.${tier}`] = actions;
  }
  const dynFree = results['dynamic|free'];
  const metaFree = results['meta (opaque)|free'];
  const indUlt = results['individual|ultimate'];
  const actFree = results['individual|free'].tools;
  const actUlt = indUlt.tools;
  const instr = dynFree.instructions;
  rows.push(['initialize `instructions`', `${int(Buffer.byteLength(instr))} B · ${int(countTokens(instr))} tok`, '']);

  // Ours against the reference figures, with the action counts next to each (our catalogue is
  // much smaller today, so per-action figures are the fair comparison).
  const R = REFERENCE;
  rows.push([
    `vs reference: dynamic (ours ${actFree} actions / ref ${int(R.dynamic.actions)})`,
    `ours ${int(dynFree.bytes)} B · ${int(dynFree.tokens)} tok; ref ${int(R.dynamic.bytes)} B · ~${int(R.dynamic.tokens)} tok`,
    `${ratio(dynFree.bytes, R.dynamic.bytes)} bytes, ${ratio(dynFree.tokens, R.dynamic.tokens)} tokens`,
  ]);
  const metaDomains = dynFree.catalog?.domains.length ?? metaFree.tools;
  rows.push([
    `vs reference: meta Free opaque (ours ${actFree} actions in ${metaDomains} domains, ${metaFree.tools} tools / ref ${R.metaFree.actions} in ${R.metaFree.domains})`,
    `ours ${int(metaFree.tokens)} tok (${(metaFree.tokens / metaDomains).toFixed(0)}/domain); ref ${int(R.metaFree.tokens)} tok (${(R.metaFree.tokens / R.metaFree.domains).toFixed(0)}/domain)`,
    `${ratio(metaFree.tokens, R.metaFree.tokens)} total, ${ratio(metaFree.tokens / metaDomains, R.metaFree.tokens / R.metaFree.domains)} per domain`,
  ]);
  rows.push([
    `vs reference: individual Ultimate (ours ${actUlt} actions / ref ${int(R.individualUltimate.actions)})`,
    `ours ${int(indUlt.tokens)} tok (${(indUlt.tokens / actUlt).toFixed(0)}/action); ref ${int(R.individualUltimate.tokens)} tok (${(R.individualUltimate.tokens / R.individualUltimate.actions).toFixed(0)}/action)`,
    `${ratio(indUlt.tokens, R.individualUltimate.tokens)} total, ${ratio(indUlt.tokens / actUlt, R.individualUltimate.tokens / R.individualUltimate.actions)} per action`,
  ]);
  Object.assign(metrics, {
    'dynamic.tokens': dynFree.tokens,
    'dynamic.bytes': dynFree.bytes,
    'meta.free.tokens': metaFree.tokens,
    'individual.ultimate.tokens': indUlt.tokens,
    'individual.ultimate.perAction': indUlt.tokens / actUlt,
    'instructions.tokens': countTokens(instr),
  });
  return {
    title: 'Listing footprint (tools/list bytes and cl100k tokens)',
    rows,
    metrics,
    notes: [
      'Bytes: the whole tools/list JSON-RPC line. Tokens: cl100k_base (js-tiktoken) of the `tools` array as sent (compact JSON).',
      'The action count is the individual surface\'s tool count for the same tier (one tool per action). Ratio column: tokens against the dynamic surface of the same tier.',
      `Reference figures are for the reference catalogue (test/fixtures/reference: 1,098 actions, 872 Free, 49 domains); ours has ${actUlt} actions today, so compare the per-action and per-domain columns.`,
    ],
  };
}
