import { card } from '@gitlab-mcp/action-kit';
import type { NotificationSettingDto } from './dto/notification.dto.js';
import { steps } from './user-profile.format.js';

export function renderNotifications(n: NotificationSettingDto, scope: string): string {
  const rows: [string, string | undefined][] = [['Level', n.level]];
  if (n.notification_email !== undefined) rows.push(['Notification email', n.notification_email]);
  const events = Object.entries(n.events ?? {});
  if (events.length > 0) {
    rows.push(['Notifies on', events.filter(([, on]) => on).map(([e]) => e).join(', ') || 'nothing']);
  }
  return card(`Notification settings: ${scope}`, rows) + steps(n);
}
