import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import { untrustedLongText } from '../shared/long-text.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type {
  AwardEmojiDto,
  AwardEmojiListDto,
  DiscussionDto,
  DiscussionListDto,
  IssueBasicDto,
  IssueChangeDto,
  IssueDto,
  IssueLinkDto,
  IssueListDto,
  IssuePageListDto,
  IssueStatisticsDto,
  IssueTimeStatsDto,
  IterationDto,
  IterationEventDto,
  IterationEventListDto,
  IterationListDto,
  LabelEventDto,
  LabelEventListDto,
  MergeRequestBasicDto,
  MergeRequestBasicListDto,
  MilestoneEventDto,
  MilestoneEventListDto,
  NoteDto,
  NoteListDto,
  ParticipantListDto,
  RelatedIssueDto,
  RelatedIssueListDto,
  ResourceEventDto,
  StateEventDto,
  StateEventListDto,
  TodoDto,
  WeightEventDto,
  WeightEventListDto,
} from './dto/issue.dto.js';
import type {
  SavedViewDto,
  SavedViewFiltersDto,
  SavedViewPageDto,
  WorkItemDto,
  WorkItemPageDto,
  WorkItemRefNameDto,
  WorkItemTypeDto,
  WorkItemTypePageDto,
} from './dto/work-item.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

export function renderIssue(i: IssueDto, heading = 'Issue'): string {
  return [
    card(`${heading} ${i.references?.full ?? `#${i.iid}`}`, [
      ['Title', i.title],
      ['IID', i.iid],
      ['ID', i.id],
      ['Type', i.issue_type],
      ['State', i.state],
      ['Confidential', i.confidential],
      ['Labels', i.labels],
      ['Milestone', i.milestone?.title],
      ['Assignees', (i.assignees ?? []).map((a) => who(a) ?? '')],
      ['Author', who(i.author)],
      ['Due date', i.due_date],
      ['Weight', i.weight],
      ['Comments', i.user_notes_count],
      ['Upvotes', i.upvotes],
      ['Created', formatDate(i.created_at)],
      ['Updated', formatDate(i.updated_at)],
      ['Closed', i.closed_at ? `${formatDate(i.closed_at)}${i.closed_by ? ` by ${who(i.closed_by)}` : ''}` : undefined],
      ['URL', i.web_url],
    ]),
    `\n\n${untrusted('Description', i.description)}`,
    steps(i),
  ].join('');
}

export function renderIssueList(list: IssueListDto, project: string): string {
  return (
    table(
      `Issues of project ${project}`,
      [
        { header: 'IID', value: (i: IssueDto) => i.iid },
        { header: 'Title', value: (i) => i.title },
        { header: 'State', value: (i) => i.state },
        { header: 'Labels', value: (i) => i.labels },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => who(a) ?? '') },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

// ---- Renderers of the actions beyond list/get/create. Every text a GitLab user wrote (titles,
// descriptions, comments) goes through untrusted(); tables carry only GitLab's own values.

/** Characters of a comment shown per note in a list before it is trimmed. */
const NOTE_LIST_LIMIT = 1500;

const titles = (label: string, rows: ReadonlyArray<readonly [string, string | undefined]>): string => {
  const lines = rows.filter((r) => r[1] !== undefined && r[1] !== '').map(([ref, title]) => `${ref}: ${title}`);
  return lines.length === 0 ? '' : `\n\n${untrusted(label, lines.join('\n'))}`;
};

/** An issue after a change, its title and description framed as user content. */
export function renderIssueChanged(i: IssueDto, heading: string): string {
  return [
    card(`${heading} ${i.references?.full ?? `#${i.iid}`}`, [
      ['IID', i.iid],
      ['ID', i.id],
      ['Type', i.issue_type],
      ['State', i.state],
      ['Confidential', i.confidential],
      ['Discussion locked', i.discussion_locked],
      ['Labels', i.labels],
      ['Milestone ID', i.milestone?.id],
      ['Assignees', (i.assignees ?? []).map((a) => who(a) ?? '')],
      ['Author', who(i.author)],
      ['Due date', i.due_date],
      ['Weight', i.weight],
      ['Subscribed', i.subscribed],
      ['Moved to issue ID', i.moved_to_id],
      ['Updated', formatDate(i.updated_at)],
      ['Closed', i.closed_at ? `${formatDate(i.closed_at)}${i.closed_by ? ` by ${who(i.closed_by)}` : ''}` : undefined],
      ['URL', i.web_url],
    ]),
    `\n\n${untrusted('Title', i.title)}`,
    `\n\n${untrustedLongText('Description', i.description, 'structuredContent.description has it whole')}`,
    steps(i),
  ].join('');
}

/** Issues from several projects (instance or group list). */
export function renderIssuePage(list: IssuePageListDto, scope: string): string {
  return (
    table(
      `Issues of ${scope}`,
      [
        { header: 'Reference', value: (i: IssueDto) => i.references?.full ?? `#${i.iid}` },
        { header: 'ID', value: (i) => i.id },
        { header: 'State', value: (i) => i.state },
        { header: 'Labels', value: (i) => i.labels },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => who(a) ?? '') },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    titles('Titles', list.issues.map((i) => [i.references?.full ?? `#${i.iid}`, i.title] as const)) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderIssueChange(o: IssueChangeDto, heading: string): string {
  return (
    card(heading, [
      ['Project', o.project_id],
      ['Issue IID', o.issue_iid],
      ['Note ID', o.note_id],
      ['Discussion ID', o.discussion_id],
      ['Award ID', o.award_id],
      ['Issue link ID', o.issue_link_id],
      ['Result', o.message],
    ]) + steps(o)
  );
}

export function renderStatistics(o: IssueStatisticsDto, scope: string): string {
  const c = o.statistics.counts;
  return card(`Issue statistics of ${scope}`, [['All', c?.all ?? 0], ['Opened', c?.opened ?? 0], ['Closed', c?.closed ?? 0]]) + steps(o);
}

export function renderTimeStats(o: IssueTimeStatsDto, heading: string): string {
  return (
    card(heading, [
      ['Time estimate', o.human_time_estimate ?? (o.time_estimate === undefined ? undefined : `${o.time_estimate}s`)],
      ['Time spent', o.human_total_time_spent ?? (o.total_time_spent === undefined ? undefined : `${o.total_time_spent}s`)],
      ['Estimate (seconds)', o.time_estimate],
      ['Spent (seconds)', o.total_time_spent],
    ]) + steps(o)
  );
}

export function renderParticipants(o: ParticipantListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (u: UserBasicDto) => u.id },
        { header: 'Username', value: (u) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'State', value: (u) => u.state },
      ],
      o.participants,
      'No participants.',
    ) + steps(o)
  );
}

export function renderIterations(o: IterationListDto, scope: string): string {
  return (
    table(
      `Iterations of ${scope}`,
      [
        { header: 'ID', value: (i: IterationDto) => i.id },
        { header: 'IID', value: (i) => i.iid },
        { header: 'Sequence', value: (i) => i.sequence },
        { header: 'Start', value: (i) => i.start_date },
        { header: 'Due', value: (i) => i.due_date },
        { header: 'Group ID', value: (i) => i.group_id },
      ],
      o.iterations,
      'No iterations match.',
    ) +
    titles('Iteration titles', o.iterations.map((i) => [`iteration ${i.id}`, i.title] as const)) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}

export function renderTodo(t: TodoDto): string {
  return (
    card(`To-do ${t.id} added`, [
      ['Action', t.action_name],
      ['Target type', t.target_type],
      ['State', t.state],
      ['Project', t.project?.path_with_namespace],
      ['Target URL', t.target_url],
      ['Created', formatDate(t.created_at)],
    ]) +
    `\n\n${untrusted('To-do text', t.body)}` +
    steps(t)
  );
}

const basicRef = (i: IssueBasicDto | undefined): string => (i ? `issue ${i.id} (#${i.iid}, project ${i.project_id ?? '?'})` : 'issue');

export function renderIssueLink(l: IssueLinkDto, heading: string): string {
  return (
    card(heading, [
      ['Link ID', l.id],
      ['Link type', l.link_type],
      ['Source', basicRef(l.source_issue)],
      ['Source state', l.source_issue?.state],
      ['Target', basicRef(l.target_issue)],
      ['Target state', l.target_issue?.state],
    ]) +
    titles('Issue titles', [
      [basicRef(l.source_issue), l.source_issue?.title],
      [basicRef(l.target_issue), l.target_issue?.title],
    ]) +
    steps(l)
  );
}

export function renderRelatedIssues(o: RelatedIssueListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'Reference', value: (i: RelatedIssueDto) => i.references?.full ?? `#${i.iid}` },
        { header: 'Link ID', value: (i) => i.issue_link_id },
        { header: 'Link type', value: (i) => i.link_type },
        { header: 'State', value: (i) => i.state },
        { header: 'Project ID', value: (i) => i.project_id },
        { header: 'Linked', value: (i) => formatDate(i.link_created_at) },
      ],
      o.issues,
      'No linked issues.',
    ) +
    titles('Titles', o.issues.map((i) => [i.references?.full ?? `#${i.iid}`, i.title] as const)) +
    steps(o)
  );
}

export function renderMergeRequests(o: MergeRequestBasicListDto, heading: string): string {
  const ref = (m: MergeRequestBasicDto): string => m.references?.full ?? `!${m.iid}`;
  return (
    table(
      heading,
      [
        { header: 'Reference', value: (m: MergeRequestBasicDto) => ref(m) },
        { header: 'State', value: (m) => m.state },
        { header: 'Source → target', value: (m) => (m.source_branch && m.target_branch ? `${m.source_branch} → ${m.target_branch}` : undefined) },
        { header: 'Author', value: (m) => who(m.author) },
        { header: 'Draft', value: (m) => m.draft },
        { header: 'Updated', value: (m) => formatDate(m.updated_at) },
      ],
      o.merge_requests,
      'No merge requests.',
    ) +
    titles('Titles', o.merge_requests.map((m) => [ref(m), m.title] as const)) +
    steps(o)
  );
}

export function renderAward(a: AwardEmojiDto, heading: string): string {
  return (
    card(heading, [
      ['ID', a.id],
      ['Emoji', `:${a.name}:`],
      ['By', who(a.user)],
      ['On', a.awardable_type ? `${a.awardable_type} ${a.awardable_id ?? ''}`.trim() : undefined],
      ['Created', formatDate(a.created_at)],
    ]) + steps(a)
  );
}

export function renderAwardList(o: AwardEmojiListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (a: AwardEmojiDto) => a.id },
        { header: 'Emoji', value: (a) => `:${a.name}:` },
        { header: 'By', value: (a) => who(a.user) },
        { header: 'Created', value: (a) => formatDate(a.created_at) },
      ],
      o.award_emoji,
      'No award emoji.',
    ) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}

/** One row per resource event; `what` says what changed. */
function eventTable<T extends ResourceEventDto>(heading: string, events: T[], what: (e: T) => string | number | undefined, more = ''): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (e: T) => e.id },
        { header: 'Change', value: (e) => what(e) },
        { header: 'By', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      events,
      'No events.',
    ) + more
  );
}

const labelChange = (e: LabelEventDto): string | undefined => (e.label ? `${e.action ?? 'change'} label ${e.label.name ?? e.label.id}` : e.action);
const milestoneChange = (e: MilestoneEventDto): string | undefined => (e.milestone ? `${e.action ?? 'change'} milestone ${e.milestone.id}` : e.action);
const iterationChange = (e: IterationEventDto): string | undefined => (e.iteration ? `${e.action ?? 'change'} iteration ${e.iteration.id}` : e.action);
const stateChange = (e: StateEventDto): string | undefined => e.state;
const weightChange = (e: WeightEventDto): string | undefined => (e.weight === undefined ? undefined : `weight ${e.weight}`);

const milestoneTitles = (events: MilestoneEventDto[]): string => titles('Milestone titles', events.map((e) => [`milestone ${e.milestone?.id ?? '?'}`, e.milestone?.title] as const));
const iterationTitles = (events: IterationEventDto[]): string => titles('Iteration titles', events.map((e) => [`iteration ${e.iteration?.id ?? '?'}`, e.iteration?.title] as const));

export function renderLabelEvents(o: LabelEventListDto, heading: string): string {
  return eventTable(heading, o.events, labelChange) + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
export function renderMilestoneEvents(o: MilestoneEventListDto, heading: string): string {
  return eventTable(heading, o.events, milestoneChange, milestoneTitles(o.events)) + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
export function renderStateEvents(o: StateEventListDto, heading: string): string {
  return eventTable(heading, o.events, stateChange) + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
export function renderIterationEvents(o: IterationEventListDto, heading: string): string {
  return eventTable(heading, o.events, iterationChange, iterationTitles(o.events)) + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
export function renderWeightEvents(o: WeightEventListDto, heading: string): string {
  return eventTable(heading, o.events, weightChange) + `\n\n${paginationLine(o.pagination)}` + steps(o);
}
export function renderLabelEvent(e: LabelEventDto, heading: string): string {
  return card(heading, [['ID', e.id], ['Change', labelChange(e)], ['Label ID', e.label?.id], ['By', who(e.user)], ['When', formatDate(e.created_at)]]) + steps(e);
}
export function renderMilestoneEvent(e: MilestoneEventDto, heading: string): string {
  return card(heading, [['ID', e.id], ['Change', milestoneChange(e)], ['By', who(e.user)], ['When', formatDate(e.created_at)]]) + milestoneTitles([e]) + steps(e);
}
export function renderStateEvent(e: StateEventDto, heading: string): string {
  return (
    card(heading, [['ID', e.id], ['State', e.state], ['Source commit', e.source_commit], ['Source MR ID', e.source_merge_request_id], ['By', who(e.user)], ['When', formatDate(e.created_at)]]) +
    steps(e)
  );
}
export function renderIterationEvent(e: IterationEventDto, heading: string): string {
  return card(heading, [['ID', e.id], ['Change', iterationChange(e)], ['By', who(e.user)], ['When', formatDate(e.created_at)]]) + iterationTitles([e]) + steps(e);
}

const noteMeta = (n: NoteDto): string =>
  [`note ${n.id}`, n.author ? `by ${who(n.author)}` : undefined, n.created_at ? `at ${formatDate(n.created_at)}` : undefined, n.system ? '(system)' : undefined, n.internal ? '(internal)' : undefined]
    .filter((x) => x !== undefined)
    .join(' ');

export function renderNote(n: NoteDto, heading: string): string {
  return (
    card(heading, [
      ['ID', n.id],
      ['Author', who(n.author)],
      ['System note', n.system],
      ['Internal', n.internal],
      ['Resolved', n.resolvable ? n.resolved : undefined],
      ['Issue IID', n.noteable_iid],
      ['Created', formatDate(n.created_at)],
      ['Updated', formatDate(n.updated_at)],
    ]) +
    `\n\n${untrustedLongText('Comment', n.body, 'structuredContent.body has it whole')}` +
    steps(n)
  );
}

/** Notes one after another, each framed, each trimmed past NOTE_LIST_LIMIT. */
function noteBodies(notes: NoteDto[]): string {
  return notes.map((n) => `\n\n${untrustedLongText(noteMeta(n), n.body, `issue.note_get with note_id ${n.id} returns it whole`, NOTE_LIST_LIMIT)}`).join('');
}

export function renderNoteList(o: NoteListDto, heading: string): string {
  const body = o.notes.length === 0 ? `## ${heading}\n\nNo comments.` : `## ${heading}${noteBodies(o.notes)}`;
  return body + `\n\n${paginationLine(o.pagination)}` + steps(o);
}

export function renderDiscussion(d: DiscussionDto, heading: string): string {
  return (
    card(heading, [
      ['ID', d.id],
      ['Notes', (d.notes ?? []).length],
      ['Resolvable', d.resolvable],
      ['Resolved', d.resolvable ? d.resolved : undefined],
    ]) +
    noteBodies(d.notes ?? []) +
    steps(d)
  );
}

export function renderDiscussionList(o: DiscussionListDto, heading: string): string {
  if (o.discussions.length === 0) return `## ${heading}\n\nNo discussions.\n\n${paginationLine(o.pagination)}${steps(o)}`;
  const threads = o.discussions.map((d) => `\n\n### Discussion ${d.id} (${(d.notes ?? []).length} notes${d.resolvable ? (d.resolved ? ', resolved' : ', unresolved') : ''})${noteBodies(d.notes ?? [])}`);
  return `## ${heading}${threads.join('')}\n\n${paginationLine(o.pagination)}${steps(o)}`;
}

const names = (xs: WorkItemRefNameDto[] | undefined, pick: (x: WorkItemRefNameDto) => string | undefined): string[] | undefined => xs?.map((x) => pick(x) ?? x.id);

export function renderWorkItem(w: WorkItemDto, heading: string): string {
  return (
    card(`${heading} ${w.work_item_type?.name ?? 'Work item'} ${w.iid}`, [
      ['ID', w.id],
      ['IID', w.iid],
      ['Type', w.work_item_type?.name],
      ['State', w.state],
      ['Confidential', w.confidential],
      ['Labels', names(w.labels, (l) => l.title)],
      ['Assignees', names(w.assignees, (a) => a.username)],
      ['Milestone ID', w.milestone?.id],
      ['Parent', w.parent ? `${w.parent.id} (#${w.parent.iid ?? '?'})` : undefined],
      ['Start date', w.start_date],
      ['Due date', w.due_date],
      ['Author', w.author_username],
      ['Created', formatDate(w.created_at)],
      ['Updated', formatDate(w.updated_at)],
      ['Closed', w.closed_at ? formatDate(w.closed_at) : undefined],
      ['URL', w.web_url],
    ]) +
    `\n\n${untrusted('Title', w.title)}` +
    `\n\n${untrustedLongText('Description', w.description, 'structuredContent.description has it whole')}` +
    steps(w)
  );
}

export function renderWorkItemPage(o: WorkItemPageDto, scope: string): string {
  return (
    table(
      `Work items of ${scope}`,
      [
        { header: 'IID', value: (w: WorkItemDto) => w.iid },
        { header: 'ID', value: (w) => w.id },
        { header: 'Type', value: (w) => w.work_item_type?.name },
        { header: 'State', value: (w) => w.state },
        { header: 'Labels', value: (w) => names(w.labels, (l) => l.title) },
        { header: 'Assignees', value: (w) => names(w.assignees, (a) => a.username) },
        { header: 'Updated', value: (w) => formatDate(w.updated_at) },
      ],
      o.work_items,
      'No work items match.',
    ) +
    titles('Titles', o.work_items.map((w) => [`#${w.iid}`, w.title] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderWorkItemTypes(o: WorkItemTypePageDto, scope: string): string {
  return (
    table(
      `Work item types of ${scope}`,
      [
        { header: 'Name', value: (t: WorkItemTypeDto) => t.name },
        { header: 'ID', value: (t) => t.id },
        { header: 'Icon', value: (t) => t.icon_name },
      ],
      o.work_item_types,
      'No work item types.',
    ) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderDeletion(o: { id: string; message: string; next_steps?: string[] }, heading: string): string {
  return card(heading, [['ID', o.id], ['Result', o.message]]) + steps(o);
}

const filterText = (f: SavedViewFiltersDto | undefined): string | undefined => {
  if (!f) return undefined;
  const parts = Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`);
  return parts.length === 0 ? undefined : parts.join('; ');
};

export function renderSavedView(v: SavedViewDto, heading: string): string {
  return (
    card(heading, [
      ['ID', v.id],
      ['Sort', v.sort],
      ['Private', v.private],
      ['Subscribed', v.subscribed],
      ['Author', v.author_username],
      ['Updated', formatDate(v.updated_at)],
      ['Share URL', v.share_url],
    ]) +
    `\n\n${untrusted('Name', v.name)}` +
    `\n\n${untrusted('Description', v.description)}` +
    `\n\n${untrusted('Filters', filterText(v.filters))}` +
    steps(v)
  );
}

export function renderSavedViewPage(o: SavedViewPageDto, scope: string): string {
  return (
    table(
      `Saved work item views of ${scope}`,
      [
        { header: 'ID', value: (v: SavedViewDto) => v.id },
        { header: 'Sort', value: (v) => v.sort },
        { header: 'Private', value: (v) => v.private },
        { header: 'Subscribed', value: (v) => v.subscribed },
        { header: 'Updated', value: (v) => formatDate(v.updated_at) },
      ],
      o.saved_views,
      'No saved views.',
    ) +
    titles('View names', o.saved_views.map((v) => [v.id, v.name] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}
