/** Everyday CI/CD phrasings and the action a model should pick for each (pipeline and job domains). */
export const CI_PHRASINGS: ReadonlyArray<readonly [string, string]> = [
  ['why did the pipeline fail', 'pipeline.diagnose'],
  ['retry a failed job', 'job.retry'],
  ['show the job log', 'job.trace'],
  ['run a pipeline on main', 'pipeline.create'],
  ['cancel a pipeline', 'pipeline.cancel'],
  ['download job artifacts', 'job.artifacts'],
  ['list the pipelines of a branch', 'pipeline.list'],
  ['get the latest pipeline of a branch', 'pipeline.latest'],
  ['list the jobs of a pipeline', 'job.list'],
  ['wait for the pipeline to finish', 'pipeline.wait'],
  ['retry the pipeline', 'pipeline.retry'],
  ['run a manual deploy job', 'job.play'],
  ['schedule a nightly pipeline', 'pipeline.schedule_create'],
  ['show the test report of a pipeline', 'pipeline.test_report'],
  ['create a pipeline trigger token', 'pipeline.trigger_create'],
  ['read a file from the job artifacts', 'job.download_single_artifact'],
];
