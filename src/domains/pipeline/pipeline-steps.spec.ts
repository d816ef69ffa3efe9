import { pipelineSteps } from './pipelines.actions';

/** GitLab's pipeline statuses of a pipeline still moving (PipelineStatusEnum, without the settled ones). */
const MOVING = ['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'canceling'];

describe('pipeline next steps by status', () => {
  it.each(MOVING)('A-50 a pipeline that is %s is waited for', (status) => {
    expect(pipelineSteps({ id: 1, status })[0]).toMatch(/^pipeline\.wait /);
  });
});
