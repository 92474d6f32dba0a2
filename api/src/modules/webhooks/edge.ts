/** The webhooks module's edge, for the composition root: its resolver and router. */
export { WebhooksResolver } from './webhooks.resolver';
export { webhooksRouter } from './webhooks.rest';
