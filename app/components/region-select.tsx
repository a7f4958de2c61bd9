import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Region } from '../../common/areas/storefront/storefront.ts';
import { NativeSelect } from './mantine-choices.tsx';
import { Button } from './mantine-markup.tsx';
import { Text } from './mantine-layout.tsx';
import { autoFocusFor, useRefusedSubmit } from '../lib/first-invalid.ts';
import {
  REGION_RELOAD_INTENT,
  regionOptionsHref,
  type RegionChoices,
  type RegionsUnder,
} from '../lib/region-choices.ts';

/** What the picker needs of a Conform field: where it posts and how its error is tied to it. */
export interface RegionField {
  name: string;
  id: string;
  errors?: string[];
}

type Level = 'province' | 'city' | 'county';

/**
 * Province → city → county as three native selects posting region ids (SPEC §2
 * address dialog, §5 请输入省市区), in every form with a region: an address, a
 * certification's company, an after-sale's pickup.
 *
 * Without JavaScript the lists come from the server: `choices` holds the cities
 * of the chosen province and the counties of the chosen city, and the button
 * 'load cities and counties' posts the form with intent REGION_RELOAD_INTENT, whose action
 * answers the same form with the new choices (as app/areas/addresses/address-form.server.ts does)
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
  const refused = useRefusedSubmit();
  const [province, setProvince] = useState(choices.province ? String(choices.province) : '');
  const [city, setCity] = useState(choices.city ? String(choices.city) : '');
  const [county, setCounty] = useState(choices.county ? String(choices.county) : '');
  // The choice each list holds, kept in step with the state by the handler below: `input` and `change`
  // both report one choice, which must be taken once.
  const chosen = useRef<Record<Level, string>>({ province, city, county });
  const cities = useRegionsUnder(province, choices.cities, choices.province);
  const counties = useRegionsUnder(city, choices.counties, choices.city);

  const hintId = `${fields.province.id}-region-hint`;
  // Without JavaScript the reload is a new page; `autofocus` puts a keyboard user back where they were.
  const focusAfterReload: Level | null = reloaded ? (!province ? 'province' : !city ? 'city' : 'county') : null;
  // Every missing level says 请输入省市区: the first one shows it, the others are only marked.
  const firstWrong = (['province', 'city', 'county'] as const).find((level) => fields[level].errors?.length);
  const select = (level: Level, label: string, placeholder: string, options: Region[], value: string) => {
    const field = fields[level];
    const error = field.errors?.[0];
    const onChange = (next: string) => {
      if (chosen.current[level] === next) return;
      if (level === 'province') {
        chosen.current = { province: next, city: '', county: '' };
        setProvince(next);
        setCity('');
        setCounty('');
      } else if (level === 'city') {
        chosen.current = { ...chosen.current, city: next, county: '' };
        setCity(next);
        setCounty('');
      } else {
        chosen.current = { ...chosen.current, county: next };
        setCounty(next);
      }
    };
    const loading = (level === 'city' && cities.loading) || (level === 'county' && counties.loading);
    return (
      <NativeSelect
        id={field.id}
        name={field.name}
        label={label}
        value={value}
        // A choice by keyboard fires `input`, then `change` in a later task. Once a submit has failed,
        // Conform revalidates on `input` and re-renders the form in between: a list that took the choice
        // only on `change` was drawn back to its old value first, and the choice was lost. Taking it
        // on `input` keeps it; `change` stays for any browser that fires only that.
        onInput={(event) => onChange(event.currentTarget.value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={level === firstWrong ? error : Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-busy={loading || undefined}
        autoFocus={focusAfterReload === level || autoFocusFor(field, refused)}
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
        {select('city', t('addresses.city'), t('addresses.chooseCity'), cities.list, city)}
        {select('county', t('addresses.county'), t('addresses.chooseCounty'), counties.list, county)}
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

/**
 * The regions under `parent`: the server's when it sent them for this parent (the page's own
 * choice, or the no-JavaScript reload), else fetched from /userCenter/regions once the parent is
 * chosen. Each parent has its own fetcher: going down the provinces with the arrow key asks for
 * each in turn, and an answer that comes late for an earlier one must never stand for the last.
 */
function useRegionsUnder(parent: string, preloaded: Region[], preloadedFor: number | undefined) {
  const fromServer = parent !== '' && String(preloadedFor ?? '') === parent;
  const fetcher = useFetcher<RegionsUnder>({ key: `regions-under-${parent || 'none'}` });
  // Each parent is asked for once: a failed answer is not retried on every render.
  const asked = useRef(new Set<string>());
  const { data, load } = fetcher;
  useEffect(() => {
    if (!parent || fromServer || data || asked.current.has(parent)) return;
    asked.current.add(parent);
    void load(regionOptionsHref(parent));
  }, [parent, fromServer, data, load]);
  const fetched = data && String(data.pid) === parent ? data.list : [];
  return { list: !parent ? [] : fromServer ? preloaded : fetched, loading: fetcher.state === 'loading' };
}
