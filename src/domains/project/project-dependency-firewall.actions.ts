import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asObject, asString } from '../shared/json-values.js';
import { EvaluateDependencyDto } from './dto/security-params.dto.js';
import { DependencyEvaluationDto } from './dto/security.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderDependencyEvaluation } from './project-security.format.js';

/** The dependency firewall: a project's policies on the packages its builds may fetch (Premium, beta). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectDependencyFirewallActions {
  @Action({
    id: 'project.dependency_firewall_evaluate', title: 'Evaluate a package against the dependency firewall', tier: 'premium', readOnly: true, destructive: false,
    description:
      "Ask the project's dependency firewall whether one package version may be installed: allowed, warned or blocked, with the reason (licence, vulnerability or malicious-code rules). Premium; beta behind a feature flag.",
    keywords: ['supply chain', 'npm package', 'malicious package', 'license policy', 'package allowlist', 'is package safe'],
    input: EvaluateDependencyDto, output: DependencyEvaluationDto, operation: 'dependencyFirewallEvaluate', route: 'POST /projects/:id/dependency_firewall/evaluate',
    notFound: {
      resource: 'Dependency Firewall',
      identifier: 'of project {project_id}',
      nextSteps: [
        "Use action 'project.get' to check that the project exists and that you can see it",
        'The dependency firewall is a Premium beta behind a feature flag: ask an administrator whether it is enabled for this project',
      ],
    },
    hints: [
      { text: 'check ecosystem, name and version: the version must be exact, and Maven names are "group:artifact"', statuses: [400] },
      { text: 'the dependency firewall is not evaluating this project (no policy applies, or the feature is off)', statuses: [422] },
      { text: 'evaluating packages needs at least the Reporter role on the project', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', ecosystem: 'npm', name: 'left-pad', version: '1.3.0' },
    reply: { shape: evaluation, render: (out, input) => renderDependencyEvaluation(out, input.project_id) },
  })
  readonly dependencyFirewallEvaluate?: Declared;
}

/** The package asked about with GitLab's verdict; nothing to do next once it is allowed. */
function evaluation(answer: unknown, input: EvaluateDependencyDto): DependencyEvaluationDto {
  const { project_id: _project, ...pkg } = input;
  const verdict = asObject(answer) ?? {};
  const outcome = asString(verdict['outcome']);
  return {
    ...pkg,
    outcome,
    reason: asString(verdict['reason']),
    next_steps: outcome === 'allowed' ? [] : ['project.dependency_firewall_evaluate with another version, to find one the policies allow'],
  };
}
