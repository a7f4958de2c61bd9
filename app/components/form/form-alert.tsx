import type { FormMetadata } from '@conform-to/react';

/**
 * The first failing message of a form (SPEC §5: the first message is shown and
 * the submit aborted), in an alert region a screen reader announces. Server-side
 * refusals (wrong password, wrong code) arrive here as form errors.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata will do
export function FormAlert({ form }: { form: FormMetadata<any, string[]> }) {
  const first = form.errors?.[0] ?? Object.values(form.allErrors).flat()[0];
  return (
    <div id={`${form.id}-alert`} role="alert" className={first ? 'form-alert' : 'form-alert is-empty'}>
      {first}
    </div>
  );
}
