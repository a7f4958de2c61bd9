import { route } from '@react-router/dev/routes';

/** The start link and the transfer page stand alone (no frame); the settings are the user centre's. */
export const bare = [
  route('punchout/start', 'areas/punchout/punchout.start.ts'),
  route('punchout/transfer', 'areas/punchout/punchout.transfer.ts'),
];
export const userCenter = [route('punchout', 'areas/punchout/user-center.punchout.tsx')];
