import { escapeMarkdownIdentifier } from './markdown-identifier.format.js';
import { renderNotFoundCard } from './not-found-card.format.js';

const BRANCH_CARD = [
  '## \u2753 Branch Not Found',
  '',
  'The branch **"feature/old" in project 42** does not exist or is not accessible with your current permissions.',
  '',
  '---',
  '\u{1F4A1} **Next steps:**',
  "- Use action 'branch.list' to list the project's branches",
  '- Verify the branch name is spelled correctly (case-sensitive)',
].join('\n');

describe('E-31 card shape', () => {
  it('E-31 branch.get for a missing branch (golden, byte for byte)', () => {
    const card = renderNotFoundCard({
      resource: 'Branch',
      identifier: `"${escapeMarkdownIdentifier('feature/old')}" in project ${escapeMarkdownIdentifier(42)}`,
      nextSteps: [
        "Use action 'branch.list' to list the project's branches",
        'Verify the branch name is spelled correctly (case-sensitive)',
      ],
    });
    expect(card).toBe(BRANCH_CARD);
    expect(Buffer.from(card).subarray(0, 6).toString('hex')).toBe('232320e29d93');
  });

  it('E-30 E-31 each card names its resource the same way', () => {
    expect(renderNotFoundCard({ resource: 'Merge Request', identifier: '!7 in project my-org/backend', nextSteps: ['Use action \'merge_request.list\''] })).toBe(
      [
        '## \u2753 Merge Request Not Found',
        '',
        'The merge request **!7 in project my-org/backend** does not exist or is not accessible with your current permissions.',
        '',
        '---',
        '\u{1F4A1} **Next steps:**',
        "- Use action 'merge_request.list'",
      ].join('\n'),
    );
  });

  it('E-31 an explicit noun for the sentence', () => {
    expect(renderNotFoundCard({ resource: 'Orbit Query', noun: 'Orbit query', identifier: 'q1', nextSteps: [] })).toBe(
      '## \u2753 Orbit Query Not Found\n\nThe Orbit query **q1** does not exist or is not accessible with your current permissions.',
    );
  });
});

describe('E-33 identifiers', () => {
  it.each<[string, string | number, string]>([
    ['slashes, dashes and dots stay', 'my-org/backend.v2', 'my-org/backend.v2'],
    ['Markdown metacharacters get a backslash', '*_`[]()', '\\*\\_\\`\\[\\]\\(\\)'],
    ['a link cannot be added', '[x](https://evil)', '\\[x\\]\\(https://evil\\)'],
    ['HTML is escaped', '<img src=x>&', '&lt;img src=x&gt;&amp;'],
    ['an existing entity is escaped again', '&lt;', '&amp;lt;'],
    ['the backslash itself', 'a\\*', 'a\\\\\\*'],
    ['line breaks cannot add a line', 'a\n## b', 'a ## b'],
    ['a number is printed whole', 4.2e1, '42'],
    ['a big number is printed whole', 1e21, '1000000000000000000000'],
  ])('E-33 %s', (_name, value, escaped) => {
    expect(escapeMarkdownIdentifier(value)).toBe(escaped);
  });
});

describe('E-34 fine-grained note', () => {
  it('E-34 a GraphQL read in a fine-grained session adds the note as the last next step', () => {
    expect(
      renderNotFoundCard({ resource: 'Project', identifier: 'my-org/backend', nextSteps: ["Use action 'project.list'"], fineGrainedGraphqlNote: true }),
    ).toBe(
      [
        '## \u2753 Project Not Found',
        '',
        'The project **my-org/backend** does not exist or is not accessible with your current permissions.',
        '',
        '---',
        '\u{1F4A1} **Next steps:**',
        "- Use action 'project.list'",
        '- In a fine-grained session, not found may also mean the token cannot see this object: a fine-grained token sees only the projects and groups its grant covers',
      ].join('\n'),
    );
  });
});
