import { route } from '@react-router/dev/routes';

/** The budgets page: the main account sets them and reads their use; a sub-account reads its own. */
export const userCenter = [route('budgets', 'areas/budgets/user-center.budgets.tsx')];
