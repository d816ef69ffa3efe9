import { IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Notification settings of a level (`APIEntitiesNotificationSetting`, `APIEntitiesGlobalNotificationSetting`). */
export class NotificationSettingDto extends WithNextStepsDto {
  @IsOptional() @IsString() level?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Global settings only: where notifications go.' }) notification_email?: string;
  @IsOptional() @IsObject() @JSONSchema({ description: 'With level custom: each event and whether it notifies.' }) events?: Record<string, boolean>;
}
