import { redirect } from 'react-router';

/** `/` goes to the home page (SPEC §2 route table). */
export const loader = () => redirect('/home/index');
