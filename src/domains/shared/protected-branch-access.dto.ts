import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The levels of `ProtectedRefAccess.allowed_access_levels`. */
export const ACCESS_LEVELS = [0, 30, 40, 60];
export const ACCESS_DOC = 'Access level: 0 no access, 30 Developer, 40 Maintainer, 60 Admin.';
const ONE_OF = 'Give one of access_level, user_id or group_id';

/** One entry of `allowed_to_merge` / `allowed_to_unprotect`: a role, a user or a group (users and groups: Premium). */
export class AccessRuleInputDto {
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: ACCESS_DOC }) access_level?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'A user allowed (a member of the project; Premium).' }) user_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'A group allowed (the project is shared with it; Premium).' }) group_id?: number;
}

/** One entry of `allowed_to_push`: also a deploy key, which may push but never merge or unprotect. */
export class PushRuleInputDto extends AccessRuleInputDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'A deploy key allowed to push (enabled in the project, with write access).' }) deploy_key_id?: number;
}

const ID_DOC = 'ID of an existing entry (from push_access_levels, merge_access_levels or unprotect_access_levels) to change or remove; leave out to add an entry.';
const DESTROY_DOC = 'true removes the entry named by id.';

/** An `allowed_to_merge` / `allowed_to_unprotect` entry of an update: new, changed (`id`) or removed (`id` + `_destroy`). */
export class AccessRuleUpdateDto extends AccessRuleInputDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: ID_DOC }) id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: DESTROY_DOC }) _destroy?: boolean;
}

/** An `allowed_to_push` entry of an update. */
export class PushRuleUpdateDto extends PushRuleInputDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: ID_DOC }) id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: DESTROY_DOC }) _destroy?: boolean;
}

export const RULES_DOC = {
  push: `Who may push, one entry each: {"access_level": 40}, {"user_id": 3}, {"group_id": 10} or {"deploy_key_id": 7}. ${ONE_OF} or deploy_key_id.`,
  merge: `Who may merge, one entry each: {"access_level": 30}, {"user_id": 3} or {"group_id": 10}. ${ONE_OF}.`,
  unprotect: `Who may unprotect, one entry each: {"access_level": 40}, {"user_id": 3} or {"group_id": 10}. ${ONE_OF}.`,
  update: 'An entry with id changes that entry ({"id": 12, "access_level": 40}), with id and _destroy removes it ({"id": 12, "_destroy": true}); one without id is added.',
};
