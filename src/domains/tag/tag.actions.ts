import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProtectedTagDto, ProtectedTagListDto, UnprotectTagResultDto } from './dto/protected-tag.dto.js';
import { CreateTagDto, ListProtectedTagsDto, ListTagsDto, ProtectedTagRefDto, ProtectTagDto, TagRefDto } from './dto/tag-params.dto.js';
import { TagDeletionDto, TagDto, TagListDto, TagSignatureDto } from './dto/tag.dto.js';
import {
  renderProtectedTag,
  renderProtectedTagList,
  renderTag,
  renderTagDeletion,
  renderTagList,
  renderTagSignature,
  renderUnprotectTag,
} from './tag.format.js';

const TAG_NOT_FOUND = {
  resource: 'Tag',
  identifier: '"{tag_name}" in project {project_id}',
  nextSteps: ["Use action 'tag.list' to list the project's tags", 'Verify the tag name is spelled correctly (case-sensitive)'],
};

@Domain({ name: 'tag', description: 'Repository tags: list, get, create, delete, X.509 signatures, and protected tag rules.', keywords: ['git tag', 'version', 'versions', 'refs'] })
@Injectable()
export class TagActions {
  @Action({
    id: 'tag.list', title: 'List tags', tier: 'free', readOnly: true, destructive: false,
    description: 'List the tags of a project (newest update first by default), filtered by name; ordered by name, update or semantic version.',
    keywords: ['git tags', 'versions', 'releases', 'refs'],
    input: ListTagsDto, output: TagListDto, operation: 'tagList', route: 'GET /projects/:id/repository/tags',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', search: 'v1', order_by: 'version', sort: 'desc', per_page: 10 },
    reply: {
      list: 'tags',
      render: (out, input) => renderTagList(out, input.project_id),
      nextSteps: ['tag.get for one tag with its message and release notes', 'tag.create to tag a commit', 'release.create to publish a release from a tag'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'tag.get', title: 'Get a tag', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one tag of a project: the commit it points to, its message (annotated tags), whether it is protected, and its release notes.',
    keywords: ['git tag', 'version', 'tag details'],
    input: TagRefDto, output: TagDto, operation: 'tagGet', route: 'GET /projects/:id/repository/tags/:tag_name',
    notFound: TAG_NOT_FOUND, example: { project_id: '42', tag_name: 'v1.0.0' },
    reply: { shape: withTagSteps, render: (out) => renderTag(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'tag.create', title: 'Create a tag', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a tag on a branch, another tag or a commit SHA; with a message it is an annotated tag, without one a lightweight tag.',
    keywords: ['new tag', 'git tag', 'tag a release', 'version', 'mark version'],
    input: CreateTagDto, output: TagDto, operation: 'tagCreate', route: 'POST /projects/:id/repository/tags',
    hints: [
      { text: 'the tag may already exist (use tag.get to inspect it), or ref names no branch, tag or commit (use branch.list or tag.list)', statuses: [400] },
      { text: 'the tag name matches a protected tag rule that your role may not create (use tag.list_protected; usually Maintainer role is needed)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', tag_name: 'v1.1.0', ref: 'main', message: 'Release 1.1.0' },
    reply: { render: (out) => renderTag(out, 'Tag created:'), nextSteps: ['release.create to publish a release from this tag', 'tag.protect to restrict who may create matching tags'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'tag.delete', title: 'Delete a tag', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a tag from the repository; its release, if any, is deleted with it. This cannot be undone from the API.',
    keywords: ['remove tag', 'drop tag', 'untag'],
    input: TagRefDto, output: TagDeletionDto, operation: 'tagDelete', route: 'DELETE /projects/:id/repository/tags/:tag_name',
    hints: [
      { text: 'the tag may not exist; use tag.list to see the tags', statuses: [404] },
      { text: 'protected tags can be deleted only by the roles allowed to create them (usually Maintainer); see tag.list_protected', statuses: [400, 403], namesRole: true },
    ],
    example: { project_id: '42', tag_name: 'v1.0.0' },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, tag_name: input.tag_name, message: 'Tag deleted (with its release, if it had one).' }),
      render: renderTagDeletion,
      nextSteps: ['tag.list to see the remaining tags'],
    },
  })
  readonly delete?: Declared;

  @Action({
    id: 'tag.get_signature', title: 'Get a tag signature', tier: 'free', readOnly: true, destructive: false,
    description: "Get the X.509 signature of a signed tag: verification status and the signing certificate. Unsigned tags have none (GitLab answers 404).",
    keywords: ['verify tag', 'gpg'],
    input: TagRefDto, output: TagSignatureDto, operation: 'tagGetSignature', route: 'GET /projects/:id/repository/tags/:tag_name/signature',
    notFound: {
      resource: 'Tag Signature',
      identifier: '"{tag_name}" in project {project_id}',
      nextSteps: ["Use action 'tag.get' to check that the tag exists: lightweight and unsigned tags have no signature", "Use action 'tag.list' to list the project's tags"],
    },
    example: { project_id: '42', tag_name: 'v1.0.0' },
    reply: { render: (out, input) => renderTagSignature(out, input.tag_name), nextSteps: ['tag.get for the tag itself'] },
  })
  readonly getSignature?: Declared;

  @Action({
    id: 'tag.list_protected', title: 'List protected tags', tier: 'free', readOnly: true, destructive: false,
    description: 'List the protected tag rules (names and wildcards) of a project with who may create matching tags.',
    keywords: ['tag protection', 'protection rules'],
    input: ListProtectedTagsDto, output: ProtectedTagListDto, operation: 'protectedTagList', route: 'GET /projects/:id/protected_tags',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', per_page: 20 },
    reply: { list: 'protected_tags', render: (out, input) => renderProtectedTagList(out, input.project_id), nextSteps: ['tag.get_protected for one rule', 'tag.protect to add a rule'] },
  })
  readonly listProtected?: Declared;

  @Action({
    id: 'tag.get_protected', title: 'Get a protected tag', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one protected tag rule (exact name or wildcard) with who may create matching tags.',
    keywords: ['tag protection', 'protection rule'],
    input: ProtectedTagRefDto, output: ProtectedTagDto, operation: 'protectedTagGet', route: 'GET /projects/:id/protected_tags/:name',
    notFound: {
      resource: 'Protected Tag',
      identifier: '"{name}" in project {project_id}',
      nextSteps: ["Use action 'tag.list_protected' to list the project's protected tags", "Use action 'tag.protect' to protect the tag"],
    },
    example: { project_id: '42', name: 'v*' },
    reply: { render: (out) => renderProtectedTag(out), nextSteps: ['tag.unprotect to remove the rule', 'tag.list_protected to see all rules'] },
  })
  readonly getProtected?: Declared;

  @Action({
    id: 'tag.protect', title: 'Protect tags', tier: 'free', readOnly: false, destructive: false,
    description: 'Protect a tag name or wildcard (e.g. "v*") so that only the chosen roles (Maintainers by default), users or groups may create matching tags.',
    keywords: ['protected tag', 'tag protection', 'lock tags', 'restrict tags'],
    input: ProtectTagDto, output: ProtectedTagDto, operation: 'tagProtect', route: 'POST /projects/:id/protected_tags',
    hints: [
      { text: 'protecting tags requires Maintainer or Owner role', statuses: [401, 403], namesRole: true },
      { text: 'the name is already protected; use tag.get_protected to inspect the rule, or tag.unprotect then tag.protect to change it', statuses: [409, 422] },
    ],
    example: { project_id: '42', name: 'v*', create_access_level: 40 },
    reply: { render: (out) => renderProtectedTag(out, 'Protected tag created:'), nextSteps: ['tag.list_protected to review all rules'] },
  })
  readonly protect?: Declared;

  @Action({
    id: 'tag.unprotect', title: 'Unprotect tags', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a protected tag rule, so anyone with Developer access may create, and delete, matching tags again.',
    keywords: ['remove protection', 'unlock tags'],
    input: ProtectedTagRefDto, output: UnprotectTagResultDto, operation: 'tagUnprotect', route: 'DELETE /projects/:id/protected_tags/:name',
    hints: [
      { text: 'the name may not be protected; use tag.list_protected', statuses: [404] },
      { text: 'unprotecting tags requires Maintainer or Owner role', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', name: 'v*' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, name: input.name, message: 'Protection removed.' }), render: renderUnprotectTag, nextSteps: ['tag.list_protected to review the remaining rules'] },
  })
  readonly unprotect?: Declared;
}

/** A tag with a release points to it; one without suggests publishing one. */
function withTagSteps(answer: unknown): TagDto {
  const tag = answer as TagDto;
  return {
    ...tag,
    next_steps: tag.release ? ['release.get for the release of this tag', 'tag.list to see other tags'] : ['release.create to publish a release from this tag', 'tag.list to see other tags'],
  };
}
