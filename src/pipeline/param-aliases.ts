/** Documented aliases (E-54), translated where a schema is open: alias → canonical name. */
export const PARAM_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  mr_iid: 'merge_request_iid',
  commit_id: 'commit_sha',
});
