import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { ARCHIVE_SNIFF_BYTES, ARTIFACT_READ_BYTES, describeArtifact } from './artifact-download.js';
import { ArtifactContentDto, ArtifactDeletionDto, JobArtifactsDto, RefArtifactsDto, SingleArtifactByRefDto, SingleArtifactDto } from './dto/job-artifact.dto.js';
import { JobRefDto } from './dto/job-params.dto.js';
import { JobDto } from './dto/job.dto.js';
import { JOB_DOMAIN } from './job.domain.js';
import { renderArtifactContent, renderArtifactDeletion } from './job-artifacts.format.js';
import { jobPath } from './jobs.actions.js';
import { renderJob } from './jobs.format.js';

const NO_ARTIFACTS_HINT = { text: 'the job may have no artifacts, or they expired or were erased; use job.get to see its artifacts', statuses: [404] };
const BY_REF_HINT = {
  text: 'no successful pipeline of the ref has artifacts for a job of that name (check pipeline.latest and job.list; search_recent_successful_pipelines looks further back)',
  statuses: [404],
};

/** An artifact path for GitLab's `*artifact_path` wildcard: each segment encoded, the slashes kept. */
function artifactPath(path: string): string {
  return path.replace(/^\/+/, '').split('/').map(segment).join('/');
}

@Domain(JOB_DOMAIN)
@Injectable()
export class JobArtifactActions {
  @Action({
    id: 'job.artifacts',
    title: 'Download job artifacts',
    description: "Download a job's artifacts archive (zip): reports its name, size and type without unpacking it; read single files with job.download_single_artifact.",
    keywords: ['build output', 'artifact archive', 'download build'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: JobArtifactsDto,
    output: ArtifactContentDto,
    operation: 'jobArtifacts',
    route: 'GET /projects/:id/jobs/:job_id/artifacts',
    hints: [NO_ARTIFACTS_HINT],
    example: { project_id: '42', job_id: 101 },
  })
  async artifacts(input: JobArtifactsDto, ctx: ActionContext): Promise<ActionResult<ArtifactContentDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${jobPath(input.project_id, input.job_id)}/artifacts`,
      query: { file_type: input.file_type },
      responseType: 'bytes',
      maxBytes: ARCHIVE_SNIFF_BYTES,
      signal: ctx.signal,
    });
    const out: ArtifactContentDto = {
      project_id: input.project_id,
      job_id: input.job_id,
      ...describeArtifact(res.data, res.headers, res.truncated === true, 'artifacts.zip'),
      next_steps: ['job.download_single_artifact to read one file of the archive by path', 'job.keep_artifacts to keep them from expiring'],
    };
    return respond(out, renderArtifactContent(out));
  }

  @Action({
    id: 'job.download_artifacts',
    title: 'Download artifacts by branch',
    description: 'Download the artifacts archive of the latest successful pipeline of a branch or tag for a job name (e.g. build on main): reports name, size and type without unpacking it.',
    keywords: ['latest artifacts', 'build output', 'zip', 'ref artifacts'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: RefArtifactsDto,
    output: ArtifactContentDto,
    operation: 'jobDownloadArtifacts',
    route: 'GET /projects/:id/jobs/artifacts/:ref_name/download',
    hints: [BY_REF_HINT],
    example: { project_id: '42', ref_name: 'main', job: 'build' },
  })
  async downloadArtifacts(input: RefArtifactsDto, ctx: ActionContext): Promise<ActionResult<ArtifactContentDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/jobs/artifacts/${segment(input.ref_name)}/download`,
      query: { job: input.job, search_recent_successful_pipelines: input.search_recent_successful_pipelines },
      responseType: 'bytes',
      maxBytes: ARCHIVE_SNIFF_BYTES,
      signal: ctx.signal,
    });
    const out: ArtifactContentDto = {
      project_id: input.project_id,
      ref_name: input.ref_name,
      job: input.job,
      ...describeArtifact(res.data, res.headers, res.truncated === true, 'artifacts.zip'),
      next_steps: ['job.download_single_artifact_by_ref to read one file of the archive by path'],
    };
    return respond(out, renderArtifactContent(out));
  }

  @Action({
    id: 'job.download_single_artifact',
    title: 'Read a job artifact file',
    description: 'Read one file from the artifacts of a job by its path (e.g. a test report or a build log): text is shown (bounded), binary files are described (name, size, type), not returned.',
    keywords: ['build output', 'report file', 'cat artifact'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SingleArtifactDto,
    output: ArtifactContentDto,
    operation: 'jobDownloadSingleArtifact',
    route: 'GET /projects/:id/jobs/:job_id/artifacts/*artifact_path',
    hints: [{ text: 'the path may not exist in the artifacts (paths are relative to the project directory, e.g. "dist/report.txt"), or the job has no artifacts (job.get)', statuses: [404] }],
    example: { project_id: '42', job_id: 101, artifact_path: 'dist/report.txt' },
  })
  async downloadSingleArtifact(input: SingleArtifactDto, ctx: ActionContext): Promise<ActionResult<ArtifactContentDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${jobPath(input.project_id, input.job_id)}/artifacts/${artifactPath(input.artifact_path)}`,
      responseType: 'bytes',
      maxBytes: ARTIFACT_READ_BYTES,
      signal: ctx.signal,
    });
    const out: ArtifactContentDto = {
      project_id: input.project_id,
      job_id: input.job_id,
      artifact_path: input.artifact_path,
      ...describeArtifact(res.data, res.headers, res.truncated === true, input.artifact_path),
      next_steps: ['job.get for the job and its artifacts', 'job.trace for the job log'],
    };
    return respond(out, renderArtifactContent(out));
  }

  @Action({
    id: 'job.download_single_artifact_by_ref',
    title: 'Read an artifact file by branch',
    description: 'Read one artifact file by path from the latest successful pipeline of a branch or tag for a job name: text is shown (bounded), binary files are described, not returned.',
    keywords: ['latest artifact', 'build output'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SingleArtifactByRefDto,
    output: ArtifactContentDto,
    operation: 'jobDownloadSingleArtifactByRef',
    route: 'GET /projects/:id/jobs/artifacts/:ref_name/raw/*artifact_path',
    hints: [BY_REF_HINT],
    example: { project_id: '42', ref_name: 'main', artifact_path: 'dist/report.txt', job: 'build' },
  })
  async downloadSingleArtifactByRef(input: SingleArtifactByRefDto, ctx: ActionContext): Promise<ActionResult<ArtifactContentDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/jobs/artifacts/${segment(input.ref_name)}/raw/${artifactPath(input.artifact_path)}`,
      query: { job: input.job, search_recent_successful_pipelines: input.search_recent_successful_pipelines },
      responseType: 'bytes',
      maxBytes: ARTIFACT_READ_BYTES,
      signal: ctx.signal,
    });
    const out: ArtifactContentDto = {
      project_id: input.project_id,
      ref_name: input.ref_name,
      job: input.job,
      artifact_path: input.artifact_path,
      ...describeArtifact(res.data, res.headers, res.truncated === true, input.artifact_path),
      next_steps: ['pipeline.latest for the pipeline of the ref'],
    };
    return respond(out, renderArtifactContent(out));
  }

  @Action({
    id: 'job.keep_artifacts', title: 'Keep job artifacts', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Keep the artifacts of a job from expiring (clears their expiry date).',
    keywords: ['retain', 'preserve', 'prevent expiry', 'keep forever'],
    input: JobRefDto, output: JobDto, operation: 'jobKeepArtifacts', route: 'POST /projects/:id/jobs/:job_id/artifacts/keep',
    hints: [NO_ARTIFACTS_HINT, { text: 'keeping artifacts needs the Developer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', job_id: 101 },
    reply: { render: (out) => renderJob(out, 'Artifacts kept for job'), nextSteps: ['job.artifacts to download them'] },
  })
  readonly keepArtifacts?: Declared;

  @Action({
    id: 'job.delete_artifacts', title: 'Delete job artifacts', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete the artifacts of one job (the job and its log stay). This cannot be undone.',
    keywords: ['remove artifacts', 'free space', 'storage'],
    input: JobRefDto, output: ArtifactDeletionDto, operation: 'jobDeleteArtifacts', route: 'DELETE /projects/:id/jobs/:job_id/artifacts',
    hints: [NO_ARTIFACTS_HINT, { text: 'deleting artifacts needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', job_id: 101 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, job_id: input.job_id, message: 'Artifacts deleted.' }), render: (out, input) => renderArtifactDeletion(out, `Artifacts of job ${input.job_id} deleted`), nextSteps: ['job.get to check the job'] },
  })
  readonly deleteArtifacts?: Declared;

  @Action({
    id: 'job.delete_project_artifacts', title: 'Delete all project artifacts', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete the artifacts of every job of a project that may be deleted (artifacts kept with keep_artifacts and the latest ones of a ref may stay); GitLab does it in the background. This cannot be undone.',
    keywords: ['bulk delete artifacts', 'storage', 'disk space', 'free space', 'purge'],
    input: ProjectIdDto, output: ArtifactDeletionDto, operation: 'jobDeleteProjectArtifacts', route: 'DELETE /projects/:id/artifacts',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, { text: 'deleting artifacts needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42' },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, message: 'Deletion of the project’s job artifacts scheduled; GitLab removes them in the background.' }),
      render: (out, input) => renderArtifactDeletion(out, `Artifacts of project ${input.project_id} scheduled for deletion`),
      nextSteps: ['job.list_project to check the jobs'],
    },
  })
  readonly deleteProjectArtifacts?: Declared;
}
