export const COMMIT_404 = { text: 'verify commit_sha (a commit SHA, branch or tag); use repository.commit_list to find commits', statuses: [404] };
export const PROTECTED_403 = {
  text: 'the branch may be protected: pushing to it needs the Maintainer role (or a push access level that includes you); use branch.get_protected to see who may push',
  statuses: [403],
  namesRole: true,
};
