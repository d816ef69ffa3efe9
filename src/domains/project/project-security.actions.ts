import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath } from '../shared/project-ref.js';
import { UpdateSecuritySettingsDto } from './dto/security-params.dto.js';
import { SecuritySettingsDto } from './dto/security.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderSecuritySettings } from './project-security.format.js';

/** E-39: on these routes 401 means the role is not enough, 403 that the licence lacks the feature. */
const LICENCE = 'the instance licence lacks the feature: project security settings (secret push protection) need GitLab Ultimate';

/** Project security settings: secret push protection and related scanners (Ultimate). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectSecurityActions {
  @Action({
    id: 'project.security_settings_get', title: 'Get project security settings', tier: 'ultimate', readOnly: true, destructive: false,
    description: 'Get the security settings of a project: secret push protection, continuous vulnerability scans, container scanning for the registry, auto-fix. Needs Developer role; Ultimate.',
    keywords: ['secret detection', 'secret scanning', 'leaked credentials', 'security configuration', 'dependency scanning'],
    input: ProjectIdDto, output: SecuritySettingsDto, operation: 'securitySettingsGet', route: 'GET /projects/:id/security_settings',
    hints: [
      { text: 'your role is not enough: reading security settings needs at least the Developer role on the project', statuses: [401], namesRole: true },
      { text: LICENCE, statuses: [403], namesRole: true },
      { text: 'verify project_id; use project.list to find the project', statuses: [404] },
    ],
    example: { project_id: '42' },
    reply: { render: (out, input) => renderSecuritySettings(out, input.project_id), nextSteps: ['project.security_settings_update to turn secret push protection on or off'] },
  })
  readonly securitySettingsGet?: Declared;

  @Action({
    id: 'project.security_settings_update',
    title: 'Update project security settings',
    description: 'Turn secret push protection (or fast dependency paths) on or off for a project. Needs Maintainer role; Ultimate.',
    tier: 'ultimate',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['secret detection', 'secret scanning', 'block secrets', 'leaked credentials', 'security configuration'],
    input: UpdateSecuritySettingsDto,
    output: SecuritySettingsDto,
    operation: 'securitySettingsUpdate',
    route: 'PUT /projects/:id/security_settings',
    hints: [
      { text: 'your role is not enough: changing security settings needs at least the Maintainer role on the project', statuses: [401], namesRole: true },
      {
        text: `${LICENCE}; or the project is archived (project.unarchive restores it), or the instance enforces this setting (only an administrator can change it)`,
        statuses: [403],
        namesRole: true,
      },
      { text: 'verify project_id; use project.list to find the project', statuses: [404] },
    ],
    example: { project_id: '42', secret_push_protection_enabled: true },
  })
  async securitySettingsUpdate(input: UpdateSecuritySettingsDto, ctx: ActionContext): Promise<ActionResult<SecuritySettingsDto>> {
    const { project_id, ...settings } = input;
    if (Object.values(settings).every((v) => v === undefined)) {
      throw new ActionRefusalError('securitySettingsUpdate: give at least one setting to change, e.g. secret_push_protection_enabled: true');
    }
    const res = await ctx.gitlab.rest<SecuritySettingsDto>({ method: 'PUT', path: `${projectPath(project_id)}/security_settings`, body: settings, signal: ctx.signal });
    const out: SecuritySettingsDto = { ...res.data, next_steps: ['project.security_settings_get to read them back'] };
    return respond(out, renderSecuritySettings(out, project_id, 'Security settings updated for project'));
  }
}
