import { route } from '@react-router/dev/routes';

/** Logging out answers a post and redirects: it has no frame. */
export const bare = [route('home/logout', 'areas/account/home.logout.ts')];

export const shop = [
  route('login', 'areas/account/home.login.tsx'),
  route('register', 'areas/account/home.register.tsx'),
];

/** The user home, personal info and the password. */
export const userCenter = [
  route('index', 'areas/account/user-center.index.tsx'),
  route('userInfo/edit', 'areas/account/user-center.userInfo.edit.tsx'),
  route('password', 'areas/account/user-center.password.tsx'),
];

/** The companies in the staff console (/admin/companies). */
export const admin = [
  route('companies', 'areas/account/admin.companies.tsx'),
  route('companies/:id', 'areas/account/admin.companies.$id.tsx'),
];
