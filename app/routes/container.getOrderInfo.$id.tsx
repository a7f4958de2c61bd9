import { data } from 'react-router';

// Scaffold: the screen is being built (issue 4); until then the path answers 404, as an unknown one would.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Screen() {
  return null;
}
