import { redirect } from 'react-router';

/** `/userCenter` goes to the user home (SPEC §2 route table). */
export const loader = () => redirect('/userCenter/index');
