import { route } from '@react-router/dev/routes';

/** The favourites as a file: a download of its own. */
export const bare = [
  route('userCenter/collection/export/:format', 'areas/favourites/user-center.collection.export.$format.ts'),
];

/** The same favourites screen in the user centre and in the order frame (SPEC §2). */
export const userCenter = [route('collection', 'areas/favourites/user-center.collection.tsx')];
export const container = [route('index', 'areas/favourites/container.index.tsx')];
