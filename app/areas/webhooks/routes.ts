import { route } from '@react-router/dev/routes';

export const userCenter = [route('webhooks', 'areas/webhooks/user-center.webhooks.tsx')];
