import { redirect } from 'react-router';

/** Any unknown path goes to the error page (SPEC §2 route table). */
export const loader = () => redirect('/error?code=404');
export const action = loader;
