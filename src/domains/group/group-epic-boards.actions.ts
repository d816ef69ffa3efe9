import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { LabelEventDto, LabelEventListDto } from '../shared/resource-event.dto.js';
import { EpicBoardDto, EpicBoardPageDto } from './dto/epic.dto.js';
import { EpicBoardListDto, EpicBoardRefDto, EpicLabelEventRefDto, EpicEventPageDto } from './dto/epic-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderEpicBoard, renderEpicBoards, renderEpicLabelEvent, renderEpicLabelEvents } from './group-epics.format.js';

const EPIC_404 = { text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', statuses: [404] };
/** The label event routes name the epic `:eventable_id`. */
const EVENTABLE = { path: { eventable_id: 'epic_iid' } } as const;

/** Epic boards of a group and the label history of its epics (REST). */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupEpicBoardActions {
  @Action({
    id: 'group.epic_board_list', title: 'List epic boards', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the epic boards of a group with their lists (Open, Closed and label columns).',
    keywords: ['epic kanban', 'portfolio board', 'roadmap board'],
    input: EpicBoardListDto, output: EpicBoardPageDto, operation: 'epicBoardList', route: 'GET /groups/:id/epic_boards',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'acme' },
    reply: { list: 'boards', render: (out, input) => renderEpicBoards(out, input.group_id), nextSteps: ['group.epic_board_get for one board'] },
  })
  readonly epicBoardList?: Declared;

  @Action({
    id: 'group.epic_board_get', title: 'Get an epic board', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one epic board of a group: its lists, its label scope and which default lists it hides.',
    keywords: ['epic kanban', 'board columns', 'portfolio board'],
    input: EpicBoardRefDto, output: EpicBoardDto, operation: 'epicBoardGet', route: 'GET /groups/:id/epic_boards/:board_id',
    notFound: { resource: 'Epic board', identifier: '{board_id} in group {group_id}', nextSteps: ["Use action 'group.epic_board_list' to list the group's epic boards and their IDs"] },
    example: { group_id: 'acme', board_id: 1 },
    reply: { render: (out) => renderEpicBoard(out), nextSteps: ['group.epic_list to see the epics on it'] },
  })
  readonly epicBoardGet?: Declared;

  @Action({
    id: 'group.event_epic_label_list', title: 'List label events of an epic', tier: 'premium', readOnly: true, destructive: false,
    description: 'List when labels were added to or removed from an epic, and by whom.',
    keywords: ['label history', 'label changes', 'timeline', 'relabel', 'who labelled'],
    input: EpicEventPageDto, output: LabelEventListDto, operation: 'epicLabelEventList', route: 'GET /groups/:id/epics/:eventable_id/resource_label_events',
    hints: [EPIC_404], example: { group_id: 'acme', epic_iid: 3 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderEpicLabelEvents(out, input.epic_iid), nextSteps: ['group.event_epic_label_get for one event'] },
  })
  readonly epicLabelEventList?: Declared;

  @Action({
    id: 'group.event_epic_label_get', title: 'Get a label event of an epic', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one label event (label added or removed) of an epic.',
    keywords: ['label history', 'label change', 'timeline'],
    input: EpicLabelEventRefDto, output: LabelEventDto, operation: 'epicLabelEventGet', route: 'GET /groups/:id/epics/:eventable_id/resource_label_events/:event_id',
    hints: [{ text: 'verify epic_iid and event_id; use group.event_epic_label_list to see the events of the epic', statuses: [404] }],
    example: { group_id: 'acme', epic_iid: 3, event_id: 4002 }, request: EVENTABLE,
    reply: { render: (out, input) => renderEpicLabelEvent(out, input.epic_iid), nextSteps: ['group.event_epic_label_list for the whole history'] },
  })
  readonly epicLabelEventGet?: Declared;
}
