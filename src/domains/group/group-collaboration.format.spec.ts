import { renderGroupDeletion } from './group-deletion.format';
import { renderExportScheduled } from './group-export.format';
import { renderBurndown } from './group-milestones.format';

describe('group collaboration formatters', () => {
  it('A-10 group.badge_delete and the other deletions say what was deleted, where, and what it means', () => {
    const text = renderGroupDeletion({ group_id: 'acme', deleted: 'Badge 7', message: 'Badge removed.', next_steps: ['group.badge_list to see the remaining badges'] });
    expect(text).toContain('Badge 7 deleted');
    expect(text).toContain('acme');
    expect(text).toContain('Badge removed.');
    expect(text).toContain('group.badge_list');
  });

  it('A-10 group.group_milestone_burndown lists the events oldest first and says when there is none', () => {
    const text = renderBurndown({ events: [{ created_at: '2030-07-01T10:00:00Z', action: 'created', weight: 3 }, { created_at: '2030-07-02T10:00:00Z', action: 'closed', weight: null }] }, 'acme', 12);
    expect(text).toContain('Burndown events of milestone 12 in group acme');
    expect(text.indexOf('created')).toBeLessThan(text.indexOf('closed'));
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(renderBurndown({ events: [] }, 'acme', 12)).toContain('no burndown events yet');
  });

  it('A-10 group.group_export_schedule shows GitLab\'s answer', () => {
    expect(renderExportScheduled({ group_id: 'acme', message: '202 Accepted' }, 'Export of group acme scheduled')).toContain('202 Accepted');
  });
});
