/** The webhooks module's public surface: other modules and the composition root import only this file. */
export { WebhooksService, type DeliveryRecord, type ThresholdRecord, type WebhookRecord } from './webhooks.service';
export { WebhookQueue } from './webhook-queue';
export { webhooksRouter } from './webhooks.rest';
export { signatureHeader, verifySignature } from './webhook-signature';
export { WebhooksResolver } from './webhooks.resolver';
