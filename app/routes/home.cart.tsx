import { data, type LoaderFunctionArgs } from 'react-router';
import { requireToken } from '../session.server.ts';

// Scaffold: the screen is being built (issue 4); a visitor is still asked to log in first (SPEC §2 guard).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  throw data(null, { status: 404 });
}

export default function Screen() {
  return null;
}
