import { card, formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { LabelEventDto, LabelEventListDto, MilestoneEventDto, MilestoneEventListDto, ResourceEventDto, StateEventDto, StateEventListDto } from '../shared/resource-event.dto.js';
import type { IterationEventDto, IterationEventListDto, WeightEventDto, WeightEventListDto } from './dto/issue.dto.js';
import { steps, titles, who } from './issue.format-helpers.js';

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
