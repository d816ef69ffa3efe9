import type { CatalogEntry } from '../catalog/index';
import { envelopeRepairLine, repairLines } from './argument.repair';

const branchCreate = {
  id: 'branch.create',
  params: ['project_id', 'branch_name', 'ref'],
  options: { route: 'POST /projects/:id/repository/branches' },
} as unknown as CatalogEntry;

describe('repair lines after a refused call (issue 14, parameter repair)', () => {
  it("names our parameter for GitLab's, choosing among those the call left out", () => {
    expect(repairLines(branchCreate, ['project_id', 'branch', 'ref'], ['branch'], 'execute_action')).toEqual(["branch.create names these differently from GitLab's API; rename branch → branch_name."]);
    expect(repairLines(branchCreate, ['id', 'branch_name', 'ref'], ['id'], 'execute_action')).toEqual(["branch.create names these differently from GitLab's API; rename id → project_id."]);
  });

  it('says where confirm goes on the dynamic surface only (a meta tool takes it among its params)', () => {
    expect(repairLines(branchCreate, ['confirm'], ['confirm'], 'execute_action')[0]).toMatch(/^"confirm" is not a parameter of the action: send it at the top level/);
    expect(repairLines(branchCreate, ['confirm'], ['confirm'], 'meta_tool')).toEqual([]);
  });

  it('adds nothing for a key it has no name for, an inherited property name included', () => {
    expect(repairLines(branchCreate, ['constructor', 'toString', 'foo'], ['constructor', 'toString', 'foo'], 'execute_action')).toEqual([]);
  });

  it('shows the corrected envelope when parameters were written beside "action"', () => {
    expect(envelopeRepairLine({ action: 'branch.list', project_id: 'a/b' })).toBe('Action parameters go inside "params", not beside "action": {"action":"branch.list","params":{"project_id":"a/b"}}');
    expect(envelopeRepairLine({ action: 'branch.list', params: {} })).toBeUndefined();
  });
});
