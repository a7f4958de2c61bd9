import type { FieldMetadata } from '@conform-to/react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { EffectDateType, type CertificationRecord } from '../../../common/areas/certification/certification-fields.ts';
import type { CertificationDoctype as Doctype } from '../../../common/areas/files/files.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { Checkbox } from '../../components/mantine-choices.tsx';
import { Stack } from '../../components/mantine-layout.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { RegionChoices } from '../../lib/region-choices.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { ImageField } from '../files/index.ts';

type Field = FieldMetadata<string | undefined>;
// Conform's field metadata by name; each step reads its own.
type Fields = Record<string, Field>;

/**
 * Each field's label in the buyer's language, from the shared messages (the loader reads
 * them), so form, refusals and the console say the same.
 */
export const CertificationLabels = createContext<Record<string, string>>({});

function useLabel() {
  const labels = useContext(CertificationLabels);
  return (field: string) => labels[field] ?? field;
}

/** An image field bound to its Conform field: its value is the stored path. */
function Image({ fields, name, formId }: { fields: Fields; name: Doctype; formId: string }) {
  const label = useLabel();
  const field = fields[name]!;
  const path = typeof field.initialValue === 'string' ? field.initialValue : '';
  return (
    <ImageField
      key={path}
      name={name}
      doctype={name}
      label={label(name)}
      path={path}
      formId={formId}
      error={field.errors?.[0]}
      errorId={field.errorId}
    />
  );
}

function Text({ fields, name, ...rest }: { fields: Fields; name: string } & Partial<Parameters<typeof TextField>[0]>) {
  const label = useLabel();
  return <TextField field={fields[name]!} label={label(name)} maxLength={50} {...rest} />;
}

/** Step 1 (SPEC §4 step 0): the company's contact details and where it is. */
export function ContactStep({ fields, regions }: { fields: Fields; regions: RegionChoices }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fields={fields} name="name" description={t('corpcert.nameHint')} autoComplete="organization" />
      <Text fields={fields} name="code" maxLength={30} />
      <Text fields={fields} name="abbrname" maxLength={30} />
      <Text fields={fields} name="linkman" autoComplete="name" maxLength={30} />
      <Text fields={fields} name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      <Text fields={fields} name="phone" type="tel" description={t('corpcert.phoneHint')} maxLength={20} />
      <Text fields={fields} name="email" type="email" autoComplete="email" />
      <RegionSelect
        fields={{ province: fields.province!, city: fields.city!, county: fields.county! }}
        choices={regions}
      />
      <Text fields={fields} name="address" autoComplete="street-address" maxLength={100} />
    </Stack>
  );
}

/**
 * Step 2 (SPEC §4 step 1): the licence's details, the legal representative and the bank, with
 * their documents. With JavaScript the ID's end date hides while it is long-term and the
 * business term's end while the term is long (SPEC §4 effectDateType); without it both stay,
 * and the hint says when to leave them empty.
 */
export function CompanyStep({
  fields,
  formId,
  today,
  hydrated,
}: {
  fields: Fields;
  formId: string;
  today: string;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const longTermId = fields.idCardLongTerm!;
  const longTerm = (longTermId.value ?? longTermId.initialValue) === 'on';
  const effect = fields.effectDateType!.value ?? fields.effectDateType!.initialValue;
  return (
    <Stack gap="sm">
      <Text fields={fields} name="socialCreditCode" maxLength={18} description={t('corpcert.creditCodeHint')} />
      <Text fields={fields} name="corporation" maxLength={30} />
      <Text fields={fields} name="idCardNumber" maxLength={18} />
      <DateField field={fields.idCardValidTimeStart!} label={label('idCardValidTimeStart')} max={today} />
      <Checkbox
        name="idCardLongTerm"
        id={longTermId.id}
        label={label('idCardLongTerm')}
        defaultChecked={longTermId.initialValue === 'on'}
      />
      {(!hydrated || !longTerm) && <DateField field={fields.idCardValidTimeEnd!} label={label('idCardValidTimeEnd')} />}
      {!hydrated && <p className="form-hint">{t('corpcert.longTermHint')}</p>}
      <Text fields={fields} name="egisteredCapital" inputMode="numeric" maxLength={17} />
      <DateField field={fields.establishmentDate!} label={label('establishmentDate')} max={today} />
      <ChoiceField
        field={fields.effectDateType!}
        label={label('effectDateType')}
        options={[
          [EffectDateType.fixed, t('corpcert.fixedTerm')],
          [EffectDateType.longTerm, t('corpcert.longTerm')],
        ]}
      />
      <DateField field={fields.businessTimeStart!} label={label('businessTimeStart')} max={today} />
      {(!hydrated || effect !== EffectDateType.longTerm) && (
        <DateField field={fields.businessTimeEnd!} label={label('businessTimeEnd')} />
      )}
      {!hydrated && <p className="form-hint">{t('corpcert.businessEndHint')}</p>}
      <Text fields={fields} name="openName" />
      <Text fields={fields} name="openBank" />
      <Text fields={fields} name="openAccount" inputMode="numeric" maxLength={34} />
      <ChoiceField
        field={fields.taxpayerZg!}
        label={label('taxpayerZg')}
        options={[
          ['1', t('corpcert.yes')],
          ['0', t('corpcert.no')],
        ]}
      />
      <Image fields={fields} name="organizationRegImg" formId={formId} />
      <Image fields={fields} name="openLicense" formId={formId} />
      <Image fields={fields} name="taxpayerImg" formId={formId} />
    </Stack>
  );
}

/** Step 3 (SPEC §4 step 2): the legal representative's ID card, both sides. */
export function PhotoStep({ fields, formId }: { fields: Fields; formId: string }) {
  return (
    <Stack gap="sm">
      <Image fields={fields} name="idCardCopy" formId={formId} />
      <Image fields={fields} name="idCardNational" formId={formId} />
    </Stack>
  );
}

/** The simple form (SPEC §3, §5): contact, company, licence number and scan, legal representative. */
export function SimpleForm({ fields, formId }: { fields: Fields; formId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fields={fields} name="emailOrMobile" autoComplete="email" />
      <Text fields={fields} name="name" description={t('corpcert.nameHint')} autoComplete="organization" />
      <Text fields={fields} name="organizationRegNo" maxLength={18} description={t('corpcert.licenceNoHint')} />
      <Image fields={fields} name="organizationRegImg" formId={formId} />
      <Text fields={fields} name="legalName" maxLength={30} />
      <Text fields={fields} name="legalIdentityCard" maxLength={18} />
    </Stack>
  );
}

/** The form's starting values: the record's, as the form posts them. */
export function defaultsOf(record: CertificationRecord | null): Record<string, string> {
  if (!record) return {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number' && ['province', 'city', 'county'].includes(key)) values[key] = String(value);
  }
  // A checkbox's posted value: Conform checks the box whose value equals its default.
  values.idCardLongTerm = record.idCardLongTerm ? 'on' : '';
  return values;
}
