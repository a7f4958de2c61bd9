import './favourites.css';
import { Favourites } from './favourites.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { favouritesAction, favouritesLoader } from './favourites.server.ts';
import type { Route } from './+types/user-center.collection';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'favourites.title' };

export const loader = (args: Route.LoaderArgs) => favouritesLoader(args);
export const action = (args: Route.ActionArgs) => favouritesAction(args);

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'favourites');

/** Favourites in the user centre (SPEC §2 /userCenter/collection); /container/index shows the same screen. */
export default function Collection({ loaderData, actionData }: Route.ComponentProps) {
  return <Favourites data={loaderData} actionData={actionData} />;
}
