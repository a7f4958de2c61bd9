import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Breadcrumb } from './breadcrumb.tsx';

/** Screens of the user centre and the order frame name themselves for the breadcrumb with `handle.breadcrumb`, an i18n key. */
export interface ScreenHandle {
  breadcrumb: ParseKeys;
}

/** 'Home > this screen', the screen being the deepest route that names itself. */
export function ScreenBreadcrumb() {
  const { t } = useTranslation();
  const matches = useMatches();
  const current = [...matches].reverse().find((match) => (match.handle as ScreenHandle | undefined)?.breadcrumb);
  const crumb = (current?.handle as ScreenHandle | undefined)?.breadcrumb;
  return <Breadcrumb trail={crumb ? [{ label: t(crumb) }] : []} />;
}
