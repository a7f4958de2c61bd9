/** The webhooks panel the console's company page shows (its loader uses index.server.ts). */
export { ConsoleWebhooks, type ConsoleWebhookEndpoints } from './console-webhooks.tsx';
