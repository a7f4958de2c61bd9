import { route } from '@react-router/dev/routes';

/** Data only (no frame): the cities or counties a region picker lists with JavaScript. */
export const bare = [route('userCenter/regions', 'areas/addresses/user-center.regions.ts')];

export const userCenter = [route('address', 'areas/addresses/user-center.address.tsx')];
