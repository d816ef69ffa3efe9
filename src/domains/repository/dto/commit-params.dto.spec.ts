import { commitCreateIsDestructive } from './commit-params.dto';

describe('A-16 repository.commit_create is destructive only when it can lose data', () => {
  const base = { project_id: '42', branch: 'main', commit_message: 'm' };

  it('is not destructive for creates, updates, moves and chmods', () => {
    expect(
      commitCreateIsDestructive({
        ...base,
        actions: [
          { action: 'create', file_path: 'a' },
          { action: 'update', file_path: 'b', content: 'x' },
          { action: 'move', file_path: 'c', previous_path: 'd' },
          { action: 'chmod', file_path: 'e', execute_filemode: true },
        ],
      }),
    ).toBe(false);
  });

  it('is destructive when any action deletes a file', () => {
    expect(commitCreateIsDestructive({ ...base, actions: [{ action: 'create', file_path: 'a' }, { action: 'delete', file_path: 'b' }] })).toBe(true);
  });

  it('is destructive with force: true, whatever the actions', () => {
    expect(commitCreateIsDestructive({ ...base, force: true, actions: [{ action: 'create', file_path: 'a' }] })).toBe(true);
    expect(commitCreateIsDestructive({ ...base, force: false, actions: [{ action: 'create', file_path: 'a' }] })).toBe(false);
  });

  it('reads raw, not yet validated parameters without throwing', () => {
    expect(commitCreateIsDestructive({})).toBe(false);
    expect(commitCreateIsDestructive({ actions: [null, 'x'] } as never)).toBe(false);
    expect(commitCreateIsDestructive({ actions: 'delete' } as never)).toBe(false);
  });
});
