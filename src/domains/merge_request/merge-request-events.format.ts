import { card, formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type {
  LabelEventDto,
  LabelEventListDto,
  MilestoneEventDto,
  MilestoneEventListDto,
  StateEventDto,
  StateEventListDto,
} from '../shared/resource-event.dto.js';
import { milestoneRef, steps, who } from '../shared/merge-request.format-helpers.js';
import { framedLines, framedValue } from '../shared/merge-request.framing.js';

export function renderLabelEvent(e: LabelEventDto, title: string): string {
  return card(title, [['ID', e.id], ['Action', e.action], ['Label', e.label?.name], ['User', who(e.user)], ['When', formatDate(e.created_at)]]) + steps(e);
}

export function renderLabelEvents(list: LabelEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: LabelEventDto) => e.id },
        { header: 'Action', value: (e) => e.action },
        { header: 'Label', value: (e) => e.label?.name },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No label events.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMilestoneEvent(e: MilestoneEventDto, title: string): string {
  return (
    card(title, [['ID', e.id], ['Action', e.action], ['Milestone', milestoneRef(e.milestone)], ['User', who(e.user)], ['When', formatDate(e.created_at)]]) +
    framedValue('Milestone title', e.milestone?.title) +
    steps(e)
  );
}

export function renderMilestoneEvents(list: MilestoneEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: MilestoneEventDto) => e.id },
        { header: 'Action', value: (e) => e.action },
        { header: 'Milestone', value: (e) => milestoneRef(e.milestone) },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No milestone events.',
    ) +
    framedLines('Milestone titles', list.events.map((e) => [`event ${e.id}:`, e.milestone?.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderStateEvent(e: StateEventDto, title: string): string {
  return card(title, [['ID', e.id], ['State', e.state], ['User', who(e.user)], ['Source commit', e.source_commit], ['When', formatDate(e.created_at)]]) + steps(e);
}

export function renderStateEvents(list: StateEventListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: StateEventDto) => e.id },
        { header: 'State', value: (e) => e.state },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      list.events,
      'No state events.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
