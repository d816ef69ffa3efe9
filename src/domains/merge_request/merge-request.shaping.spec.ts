import type { MergeRequestDto } from './dto/merge-request.dto.js';
import { asList, conform, shapeApprovalRule, shapeApprovals, shapeApprovalSettings, shapeDependency, shapeMergeRequest, shapeSetting, shapeTodo } from './merge-request.shaping.js';

describe('merge request formatting helpers', () => {
  describe('answer shaping', () => {
    it('asList turns an object into a list of one and drops non-objects', () => {
      expect(asList([{ a: 1 }, 'x', null])).toEqual([{ a: 1 }]);
      expect(asList({ a: 1 })).toEqual([{ a: 1 }]);
      expect(asList(undefined)).toEqual([]);
    });

    it('conform drops values of the wrong type and keeps the rest', () => {
      const o = conform({ a: 'yes', b: true, c: 1.5, d: 2, e: 'x', f: [], g: [{ x: 1 }, 'y'] }, { bool: ['a', 'b'], int: ['c', 'd'], obj: ['f'], objList: ['g'] });
      expect(o).toEqual({ b: true, d: 2, e: 'x', g: [{ x: 1 }] });
    });

    it('label objects become names with their details beside them', () => {
      const mr = shapeMergeRequest({ id: 1, iid: 7, labels: [{ id: 3, name: 'bug', color: '#f00' }, { id: 4, name: 'ui' }] });
      expect(mr.labels).toEqual(['bug', 'ui']);
      expect(mr.label_details).toEqual([{ id: 3, name: 'bug', color: '#f00' }, { id: 4, name: 'ui' }]);
    });

    it('plain label names stay as they are', () => {
      const mr = shapeMergeRequest({ id: 1, iid: 7, labels: ['bug'] });
      expect(mr.labels).toEqual(['bug']);
      expect(mr).not.toHaveProperty('label_details');
    });

    it('changes_count is text, as GitLab documents it', () => {
      expect(shapeMergeRequest<MergeRequestDto>({ id: 1, iid: 1, changes_count: 3 }).changes_count).toBe('3');
      expect(shapeMergeRequest<MergeRequestDto>({ id: 1, iid: 1, changes_count: '1000+' }).changes_count).toBe('1000+');
      expect(shapeMergeRequest<MergeRequestDto>({ id: 1, iid: 1, changes_count: null })).not.toHaveProperty('changes_count');
    });

    it('mistyped merge request fields are dropped', () => {
      const mr = shapeMergeRequest({ id: 1, iid: 1, squash_on_merge: 'squash-on-merge-1', references: 'full', draft: false, head_pipeline: null });
      expect(mr).toEqual({ id: 1, iid: 1, draft: false });
    });

    it('approvals keep typed flags and approver entries', () => {
      const a = shapeApprovals({ approved: 'approved-1', user_has_approved: true, approved_by: [{ user: null, approved_at: '2025-01-01T00:00:00Z' }] });
      expect(a).toEqual({ user_has_approved: true, approved_by: [{ approved_at: '2025-01-01T00:00:00Z' }] });
    });

    it('an approval rule has list fields as lists and a typed source rule', () => {
      const r = shapeApprovalRule({ id: 1, contains_hidden_groups: [], users: { id: 2 }, source_rule: { approvals_required: 'x' } });
      expect(r).toEqual({ id: 1, users: [{ id: 2 }], source_rule: {} });
    });

    it('an approval setting is {value, locked, inherited_from}; a bare boolean is its value', () => {
      expect(shapeSetting({ value: true, locked: false, inherited_from: 'group' })).toEqual({ value: true, locked: false, inherited_from: 'group' });
      expect(shapeSetting(false)).toEqual({ value: false });
      expect(shapeSetting('retain-1')).toBeUndefined();
      expect(shapeApprovalSettings({ allow_author_approval: { value: false }, retain_approvals_on_push: [] })).toEqual({ allow_author_approval: { value: false } });
    });

    it('a to-do keeps its target only when it is the merge request object', () => {
      expect(shapeTodo({ id: 1, target: 'target-1', project: null })).toEqual({ id: 1 });
      expect(shapeTodo({ id: 1, target: { id: 5, iid: 7, labels: [{ name: 'x' }] } }).target?.labels).toEqual(['x']);
    });

    it('a dependency shapes both merge requests', () => {
      const d = shapeDependency({ id: 1, blocking_merge_request: { id: 2, iid: 3, references: 'r' }, blocked_merge_request: null });
      expect(d).toEqual({ id: 1, blocking_merge_request: { id: 2, iid: 3 } });
    });
  });
});
