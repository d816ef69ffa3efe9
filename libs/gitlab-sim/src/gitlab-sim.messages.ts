/**
 * GitLab's own error bodies, verbatim. Each factory returns the JSON body; the status travels with it in
 * {@link SimHttpError}.
 */
export const messages = {
  unauthorized: () => ({ message: '401 Unauthorized' }),
  expiredToken: () => ({
    error: 'invalid_token',
    error_description: 'Token is expired. You can either do re-authorization or token refresh.',
  }),
  insufficientScope: (scope: string) => ({
    error: 'insufficient_scope',
    error_description: 'The request requires higher privileges than provided by the access token.',
    scope,
  }),
  /** A fine-grained token refused over REST; GraphQL lists the same sentence in `errors[]`. */
  insufficientGranularScope: (sentence: string) => ({ error: 'insufficient_granular_scope', error_description: sentence }),
  granularPermissionMissing: (boundary: string, label: string) =>
    `Access denied: This operation requires a fine-grained personal access token with the following ${boundary} permissions: [${label}].`,
  granularUnsupported: () => "Access denied: This operation doesn't support fine-grained personal access tokens.",
  forbidden: (reason?: string) => ({ message: reason ? `403 Forbidden - ${reason}` : '403 Forbidden' }),
  /** `not_found!('Project')` and friends. */
  notFound: (what?: string) => ({ message: what ? `404 ${what} Not Found` : '404 Not Found' }),
  /** `ActiveRecord::RecordNotFound` rescued by the API (note the lower-case "found"). */
  recordNotFound: () => ({ message: '404 Not found' }),
  /** The catch-all route for an unknown API path. */
  routeNotFound: () => ({ error: '404 Not Found' }),
  /** Grape parameter validation (`requires :title`). */
  validation: (errors: string[]) => ({ error: errors.join(', ') }),
  /** `render_api_error!(message, status)`. */
  apiError: (message: string) => ({ message }),
  accepted: () => ({ message: '202 Accepted' }),
  conflict: (message: string) => ({ message }),
  graphqlInvalidToken: () => ({ errors: [{ message: 'Invalid token' }] }),
  /** `GraphqlController#authorize_access_api!` for a user who may not use the API (blocked, deactivated, ...). */
  graphqlApiNotAccessible: () => ({ errors: [{ message: 'API not accessible for user' }] }),
  graphqlResourceNotAvailable: () =>
    "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
  branchExists: () => 'Branch already exists',
  branchNameInvalid: () => 'Branch name is invalid',
  branchRefnameInvalid: () => 'The branch refname is invalid',
  invalidReference: (ref: string) => `Invalid reference name: ${ref}`,
  deleteDefaultBranch: () => 'The default branch of a project cannot be deleted.',
  deleteProtectedBranch: () =>
    'You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.',
  protectedBranchExists: (name: string) => `Protected branch '${name}' already exists`,
  fileExists: () => 'A file with this name already exists',
  fileMissing: () => "A file with this name doesn't exist",
  notOnBranch: () => 'You can only create or edit files when you are on a branch',
  pushNotAllowed: () => 'You are not allowed to push into this branch',
  httpReason: (status: number) => HTTP_REASONS[status] ?? 'Error',
};

const HTTP_REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
