import type { MergeRequestDto } from './dto/merge-request.dto.js';
import { renderMergeRequest } from './merge-request.format.js';
import { BODY_LIMIT } from '../shared/merge-request.framing.js';

describe('merge request formatting helpers', () => {
  describe('renderMergeRequest', () => {
    const mr: MergeRequestDto = {
      id: 2007,
      iid: 7,
      title: 'Add login form',
      description: 'd'.repeat(BODY_LIMIT + 1),
      state: 'opened',
      source_branch: 'feature/login',
      target_branch: 'main',
      detailed_merge_status: 'mergeable',
      references: { full: 'acme/backend!7' },
      web_url: 'https://gitlab.example.com/acme/backend/-/merge_requests/7',
      next_steps: ['merge_request.merge once it is mergeable'],
    };

    it('renders a card, the framed and trimmed description and next steps, without undefined', () => {
      const md = renderMergeRequest(mr);
      expect(md.startsWith('## Merge request acme/backend!7\n')).toBe(true);
      expect(md).toContain('- **Branches**: feature/login → main');
      expect(md).toContain('- **Detailed merge status**: mergeable');
      expect(md).toContain(`Description trimmed: first ${BODY_LIMIT} of ${BODY_LIMIT + 1} characters shown`);
      expect(md).toContain('https://gitlab.example.com/acme/backend/-/merge_requests/7');
      expect(md).toContain('- merge_request.merge once it is mergeable');
      expect(md).not.toMatch(/undefined|\[object Object\]|NaN/);
    });

    it('leaves out rows GitLab sends only after the fact', () => {
      const md = renderMergeRequest(mr);
      expect(md).not.toContain('**Merged**');
      expect(md).not.toContain('**Merge error**');
    });
  });
});
