import { FINE_GRAINED_NOT_FOUND_NOTE } from './fine-grained.messages.js';

/**
 * What a not-found card says (E-30..E-34).
 *
 * @publicApi
 */
export interface NotFoundCard {
  /** The resource as the heading names it (`Branch`, `Merge Request`). */
  readonly resource: string;
  /** The resource in the sentence. @default `resource` in lower case (`branch`) */
  readonly noun?: string;
  /**
   * The identifier, already phrased, every caller-supplied value escaped with
   * {@link escapeMarkdownIdentifier}: `"feature/old" in project 42`. Written in bold as given.
   */
  readonly identifier: string;
  /** The "Next steps" bullets, naming actions by canonical ID. */
  readonly nextSteps: readonly string[];
  /** Adds the fine-grained note of E-34 (fine-grained session, action reads GraphQL). */
  readonly fineGrainedGraphqlNote?: boolean;
}

/**
 * Renders the Markdown card a get action answers GitLab's 404 with (E-31), e.g.
 *
 * ```
 * ## ❓ Branch Not Found
 *
 * The branch **"feature/old" in project 42** does not exist or is not accessible with your current permissions.
 *
 * ---
 * 💡 **Next steps:**
 * - Use action 'branch.list' to list the project's branches
 * ```
 *
 * The E-34 note is the last next step. No trailing newline.
 *
 * @publicApi
 * @param card - the resource, identifier and next steps
 */
export function renderNotFoundCard(card: NotFoundCard): string {
  const noun = card.noun ?? card.resource.toLowerCase();
  const steps =
    card.fineGrainedGraphqlNote === true ? [...card.nextSteps, FINE_GRAINED_NOT_FOUND_NOTE] : card.nextSteps;
  const lines = [
    `## ❓ ${card.resource} Not Found`,
    '',
    `The ${noun} **${card.identifier}** does not exist or is not accessible with your current permissions.`,
  ];
  if (steps.length > 0) lines.push('', '---', '💡 **Next steps:**', ...steps.map((step) => `- ${step}`));
  return lines.join('\n');
}
