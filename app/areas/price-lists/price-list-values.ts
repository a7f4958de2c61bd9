/** A list form's fields as typed: the backend reads them with the same schema. */
export function listFormValues(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '');
  return { name: text('name'), validFrom: text('validFrom'), validTo: text('validTo'), contractId: text('contractId') };
}
