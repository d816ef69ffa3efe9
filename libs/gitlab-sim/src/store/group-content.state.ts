import type { SimProtectedBranch } from './sim-model.interface';

/** Whose wiki or uploads: a project's or a group's. */
export interface SimContainerRef {
  kind: 'project' | 'group';
  id: number;
}

/** A page of a project or group wiki. */
export interface SimWikiPage {
  container: SimContainerRef;
  /** `wiki_page_meta_id`. */
  metaId: number;
  slug: string;
  title: string;
  format: 'markdown' | 'rdoc' | 'asciidoc' | 'org';
  content: string;
  frontMatter: Record<string, unknown>;
  updatedAt: string;
}

/** A Markdown upload (`/uploads/<secret>/<filename>`) of a project or group. */
export interface SimUpload {
  id: number;
  container: SimContainerRef;
  secret: string;
  filename: string;
  size: number;
  uploadedById: number | null;
  createdAt: string;
}

/** A user's SAML identity with a top-level group (group SSO), and whether SCIM or SAML provisioned the account. */
export interface SimSamlIdentity {
  userId: number;
  groupId: number;
  externUid: string;
  /** The group that created the account (an enterprise user), or null. */
  provisioned: boolean;
}

/** Group wikis and uploads (project ones too: the same objects), group-level protected branches, SAML identities, secret push protection. */
export interface SimGroupContent {
  wikiPages: SimWikiPage[];
  uploads: SimUpload[];
  /** Group-level protected branches by group ID. */
  protectedBranches: Map<number, SimProtectedBranch[]>;
  samlIdentities: SimSamlIdentity[];
  /** Projects with secret push protection turned on. */
  secretPushProtection: Set<number>;
  sequences: { wikiMeta: number; upload: number };
}

/** Whether a wiki page or upload belongs to the container. */
export function inContainer(container: SimContainerRef, owner: SimContainerRef): boolean {
  return container.kind === owner.kind && container.id === owner.id;
}

/** GitLab's slug for a wiki title: spaces become hyphens, directories (`/`) stay. */
export function wikiSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/** The title GitLab shows for a slug: its last part, hyphens read as spaces (`dir/My-Page` → `My Page`). */
export function wikiTitle(slug: string): string {
  return (slug.split('/').pop() ?? slug).replace(/-/g, ' ');
}
