/**
 * Pressing Enter in a field submits with the form's first submit button. Forms
 * whose first visible button is 'send code' put this first, so Enter means the
 * form's real action.
 */
export function DefaultSubmit({ value }: { value: string }) {
  return (
    <button type="submit" name="intent" value={value} className="visually-hidden" tabIndex={-1} aria-hidden="true" />
  );
}
