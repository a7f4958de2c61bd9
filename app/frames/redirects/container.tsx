import { redirect } from 'react-router';

/** `/container` goes to the favourites of the order frame (SPEC §2 route table). */
export const loader = () => redirect('/container/index');
