/** Hints shared by the group core actions. */
export const GROUP_404 = { text: 'verify group_id (numeric ID or full path such as "my-org/backend"); group.list or group.search find groups you can see', statuses: [404] };
export const OWNER_ROLE = { text: 'this needs the Owner role in the group (or an administrator\'s token)', statuses: [401, 403], namesRole: true };
export const MANAGE_MEMBERS = { text: 'managing group members needs the Owner role in the group (or an administrator\'s token)', statuses: [401, 403], namesRole: true };
export const MEMBER_404 = { text: 'the user may not be a direct member; group.members lists everyone with access, inherited members included', statuses: [404] };
export const BAD_INPUT = { text: 'GitLab refused a value; check the parameters against its message', statuses: [400, 422] };

/** A group's details without `runners_token`: the runner registration secret is never shown. */
export function withoutRunnersToken<T extends object>(answer: T): T {
  const { runners_token: _secret, ...rest } = answer as T & { runners_token?: unknown };
  return rest as T;
}
