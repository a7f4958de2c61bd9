import './favourites.css';
import { Favourites } from './favourites.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { favouritesAction, favouritesLoader } from './favourites.server.ts';
import type { Route } from './+types/container.index';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'favourites.title' };

export const loader = (args: Route.LoaderArgs) => favouritesLoader(args);
export const action = (args: Route.ActionArgs) => favouritesAction(args);

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'favourites');

/** The order frame's index (SPEC §2 route table: "index (favourites)"): the favourites screen of the user centre. */
export default function ContainerFavourites({ loaderData, actionData }: Route.ComponentProps) {
  return <Favourites data={loaderData} actionData={actionData} />;
}
