import { Button, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Region } from '../../../contract/areas/storefront/storefront.ts';
import { REGION_RELOAD_INTENT, regionOptionsHref, type RegionChoices } from './region-choices.ts';
import type { loader as regionsLoader } from './user-center.regions.ts';

/** What the picker needs of a Conform field: where it posts and how its error is tied to it. */
export interface RegionField {
  name: string;
  id: string;
  errors?: string[];
}

type Level = 'province' | 'city' | 'county';

/**
 * Province → city → county as three native selects posting region ids (SPEC §2
 * address dialog, §5 请输入省市区).
 *
 * Without JavaScript the lists come from the server: `choices` holds the cities
 * of the chosen province and the counties of the chosen city, and the button
 * 'load cities and counties' posts the form with intent REGION_RELOAD_INTENT, whose action
 * answers the same form with the new choices (see app/lib/address-form.server.ts)
 * and changes nothing. With JavaScript the button is gone: changing the province
 * fetches its cities from the resource route /userCenter/regions, changing the
 * city its counties, and a changed parent clears the choices below it.
 */
export function RegionSelect({
  fields,
  choices,
  reloaded = false,
}: {
  fields: Record<Level, RegionField>;
  choices: RegionChoices;
  /** The page is the answer to the reload button: focus goes back to the list that was just filled. */
  reloaded?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [province, setProvince] = useState(choices.province ? String(choices.province) : '');
  const [city, setCity] = useState(choices.city ? String(choices.city) : '');
  const [county, setCounty] = useState(choices.county ? String(choices.county) : '');
  const cityFetcher = useFetcher<typeof regionsLoader>();
  const countyFetcher = useFetcher<typeof regionsLoader>();

  /** The regions under `parent`: fetched for it, else the server's when it chose the same parent, else none yet. */
  const under = (parent: string, fetched: typeof cityFetcher.data, preloaded: Region[], preloadedFor?: number) => {
    if (!parent) return [];
    if (fetched && String(fetched.pid) === parent) return fetched.list;
    return String(preloadedFor ?? '') === parent ? preloaded : [];
  };
  const cities = under(province, cityFetcher.data, choices.cities, choices.province);
  const counties = under(city, countyFetcher.data, choices.counties, choices.city);

  const hintId = `${fields.province.id}-region-hint`;
  // Without JavaScript the reload is a new page; `autofocus` puts a keyboard user back where they were.
  const focusAfterReload: Level | null = reloaded ? (!province ? 'province' : !city ? 'city' : 'county') : null;
  // Every missing level says 请输入省市区: the first one shows it, the others are only marked.
  const firstWrong = (['province', 'city', 'county'] as const).find((level) => fields[level].errors?.length);
  const select = (level: Level, label: string, placeholder: string, options: Region[], value: string) => {
    const field = fields[level];
    const error = field.errors?.[0];
    const onChange = (next: string) => {
      if (level === 'province') {
        setProvince(next);
        setCity('');
        setCounty('');
        if (next) cityFetcher.load(regionOptionsHref(next));
      } else if (level === 'city') {
        setCity(next);
        setCounty('');
        if (next) countyFetcher.load(regionOptionsHref(next));
      } else {
        setCounty(next);
      }
    };
    const loading =
      (level === 'city' && cityFetcher.state === 'loading') ||
      (level === 'county' && countyFetcher.state === 'loading');
    return (
      <NativeSelect
        id={field.id}
        name={field.name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={level === firstWrong ? error : Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-busy={loading || undefined}
        autoFocus={focusAfterReload === level}
        withAsterisk
        data={[
          { value: '', label: placeholder },
          ...options.map((region) => ({ value: String(region.id), label: region.name })),
        ]}
      />
    );
  };

  return (
    <fieldset className="region-select">
      <legend className="region-select-legend">{t('addresses.region')}</legend>
      <div className="region-select-row">
        {select('province', t('addresses.province'), t('addresses.chooseProvince'), choices.provinces, province)}
        {select('city', t('addresses.city'), t('addresses.chooseCity'), cities, city)}
        {select('county', t('addresses.county'), t('addresses.chooseCounty'), counties, county)}
      </div>
      {!hydrated && (
        <div className="region-select-reload">
          <Button
            type="submit"
            name="intent"
            value={REGION_RELOAD_INTENT}
            variant="default"
            size="xs"
            aria-describedby={hintId}
          >
            {t('addresses.loadRegions')}
          </Button>
          <Text id={hintId} size="xs" c="dimmed">
            {t('addresses.loadRegionsHint')}
          </Text>
        </div>
      )}
    </fieldset>
  );
}
