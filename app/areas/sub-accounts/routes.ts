import { route } from '@react-router/dev/routes';

export const userCenter = [route('account', 'areas/sub-accounts/user-center.account.tsx')];
