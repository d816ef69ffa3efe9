import type { Provider } from '@nestjs/common';
import { GroupEpicBoardActions } from './group-epic-boards.actions.js';
import { GroupEpicDiscussionActions } from './group-epic-discussions.actions.js';
import { GroupEpicIssueActions } from './group-epic-issues.actions.js';
import { GroupEpicNoteActions } from './group-epic-notes.actions.js';
import { GroupEpicActions } from './group-epics.actions.js';

/** The group domain's epic providers: epics, their issues, comments and discussions, boards and label events. */
export const GROUP_EPICS_PROVIDERS: Provider[] = [GroupEpicActions, GroupEpicIssueActions, GroupEpicNoteActions, GroupEpicDiscussionActions, GroupEpicBoardActions];
