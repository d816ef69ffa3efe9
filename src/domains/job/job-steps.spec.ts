import { jobSteps } from './jobs.actions';

/** GitLab's job statuses of a job still moving (CiJobStatus, without the settled ones). */
const MOVING = ['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'canceling'];

describe('job next steps by status', () => {
  it.each(MOVING)('A-50 a job that is %s is waited for', (status) => {
    expect(jobSteps({ id: 1, status })[0]).toMatch(/^job\.wait /);
  });
});
