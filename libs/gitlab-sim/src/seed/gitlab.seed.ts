import type { SimPlan } from '../gitlab-sim.interface';
import type { SimData } from '../store/sim-model.interface';
import { seedAccess } from './access.seed';
import { seedCiEnvironments } from './ci-environments.seed';
import { seedCollaboration } from './collaboration.seed';
import { seedEpics } from './epics.seed';
import { seedGovernanceGroups, seedGroupGovernance } from './group-governance.seed';
import { seedGroupCollaboration } from './group-collaboration.seed';
import { seedGroupContent } from './group-content.seed';
import { seedProjectSettings } from './project-settings.seed';
import { seedPipelines } from './pipelines.seed';
import { seedProjects } from './projects.seed';
import { seedGroupNamespaces, seedGroups } from './groups.seed';
import { seedTokens } from './tokens.seed';
import { seedImpersonationToken, seedUserCredentials } from './user-credentials.seed';
import { seedUserProfiles } from './user-profile.seed';
import { seedNamespaces, seedUsers } from './users.seed';

/** Builds a fresh, independent copy of the seed world. */
export function buildSeed(plan: SimPlan): SimData {
  const users = seedUsers();
  const { projects, lastAccessRuleId } = seedProjects();
  return {
    plan,
    users,
    namespaces: [...seedNamespaces(users), ...seedGroupNamespaces(), ...seedGovernanceGroups()],
    groups: seedGroups(),
    projects,
    tokens: [...seedTokens(), seedImpersonationToken()],
    collaboration: seedGroupCollaboration(seedCollaboration(projects)),
    ciEnvironments: seedCiEnvironments(projects),
    projectSettings: seedProjectSettings(),
    pipelines: seedPipelines(projects),
    epics: seedEpics(),
    access: seedAccess(),
    userCredentials: seedUserCredentials(),
    userProfiles: seedUserProfiles(),
    groupGovernance: seedGroupGovernance(),
    groupContent: seedGroupContent(lastAccessRuleId + 1),
    sequences: { protectedBranch: 1000, accessRule: lastAccessRuleId + 100, issue: 5000, mergeRequest: 6000 },
  };
}
