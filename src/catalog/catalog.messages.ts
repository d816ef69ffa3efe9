/** Boot-time declaration errors: each names `Class#method`, the rule broken and the fix. */
export const catalogMessages = {
  badId: (where: string, id: string) =>
    `${where}: action ID "${id}" is not of the form domain.action in lower snake case (e.g. "branch.list"). Rename it.`,
  domainMismatch: (where: string, id: string, domain: string) =>
    `${where}: action ID "${id}" does not start with its class's domain "${domain}.". Use "${domain}.<action>" or move the method.`,
  noDomain: (where: string) =>
    `${where}: @Action on a class without @Domain({ name, description }). Add @Domain to the class.`,
  twice: (where: string) => `${where}: @Action is applied more than once. Keep one @Action per method.`,
  duplicate: (where: string, id: string, first: string) =>
    `${where}: action ID "${id}" is already declared by ${first}. Action IDs must be unique.`,
  noInput: (where: string, id: string) => `${where}: action "${id}" has no input DTO. Set \`input\` to a class-validator class.`,
  noOutput: (where: string, id: string) => `${where}: action "${id}" has no output DTO. Set \`output\` to a class-validator class.`,
  badKeyword: (where: string, id: string, keyword: string) => `${where}: action "${id}" has the keyword "${keyword}". A keyword is a word or short phrase of 1 to 40 characters.`,
  noDescription: (where: string, id: string) => `${where}: action "${id}" has no description. Describe what it does for a model.`,
  noOperation: (where: string, id: string) => `${where}: action "${id}" has no operation label. Set \`operation\` (e.g. "branchGet").`,
  badTier: (where: string, id: string, tier: string) =>
    `${where}: action "${id}" has tier "${tier}". Use free, premium or ultimate.`,
  contradictory: (where: string, id: string) =>
    `${where}: action "${id}" is both destructive and readOnly. A read-only action cannot be destructive; fix one flag.`,
  requestScoped: (where: string) =>
    `${where}: @Action on a request-scoped provider. Actions must live on singleton providers; remove the scope.`,
  notFoundUnknownParam: (where: string, id: string, param: string) =>
    `${where}: action "${id}" has a notFound identifier naming "{${param}}", which is not one of its parameters.`,
  standaloneNotSingle: (domain: string, ids: readonly string[]) =>
    `domain "${domain}" is standalone but declares ${ids.length} actions (${ids.join(', ')}). A standalone domain has exactly one action; drop standalone or split the domain.`,
  domainConflict: (where: string, domain: string, first: string) =>
    `${where}: domain "${domain}" is already declared by ${first} with different @Domain options. Declare each domain's options once, identically.`,
  toolNameCollision: (where: string, id: string, first: string, tool: string) =>
    `${where}: action "${id}" and ${first} both become the tool "${tool}". Rename one of them.`,
  noReply: (where: string, id: string) =>
    `${where}: action "${id}" is declared without a handler but has no \`reply\`. Add reply: { render } (and list/shape/nextSteps), or make it a method.`,
  replyOnHandler: (where: string, id: string) =>
    `${where}: action "${id}" has a handler and a \`request\`/\`reply\` declaration. A handler builds its own answer; drop the declaration or the method body.`,
  badDeclaredRoute: (where: string, id: string, problem: string) => `${where}: action "${id}": ${problem}.`,
  unknownAction: (id: string) => `unknown action "${id}"`,
} as const;
