import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { DependencyEvaluationDto, SecuritySettingsDto } from './dto/security.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderSecuritySettings(s: SecuritySettingsDto, project: string, heading = 'Security settings of project'): string {
  return (
    card(`${heading} ${project}`, [
      ['Secret push protection', s.secret_push_protection_enabled ?? s.pre_receive_secret_detection_enabled],
      ['Continuous vulnerability scans', s.continuous_vulnerability_scans_enabled],
      ['Container scanning for registry', s.container_scanning_for_registry_enabled],
      ['Fast dependency paths', s.fast_dependency_paths_enabled],
      ['Auto-fix SAST', s.auto_fix_sast],
      ['Auto-fix DAST', s.auto_fix_dast],
      ['Auto-fix dependency scanning', s.auto_fix_dependency_scanning],
      ['Auto-fix container scanning', s.auto_fix_container_scanning],
      ['Updated', formatDate(s.updated_at)],
    ]) + steps(s)
  );
}

const VERDICT: Readonly<Record<string, string>> = {
  allowed: 'allowed: the package manager fetches it as usual',
  warned: 'warned: it is fetched, and the warning is reported',
  blocked: 'blocked: the firewall refuses to serve it',
};

export function renderDependencyEvaluation(e: DependencyEvaluationDto, project: string): string {
  return (
    card(`Dependency firewall verdict for ${e.ecosystem} ${e.name}@${e.version}`, [
      ['Project', project],
      ['Outcome', e.outcome === undefined ? 'GitLab returned no outcome' : (VERDICT[e.outcome] ?? e.outcome)],
      ['Reason', e.reason],
    ]) + steps(e)
  );
}
