/** The webhooks module's door for other modules: its service, queue and types. */
export { WebhooksService, type DeliveryRecord, type ThresholdRecord, type WebhookRecord } from './webhooks.service';
export { WebhookQueue } from './webhook-queue';
