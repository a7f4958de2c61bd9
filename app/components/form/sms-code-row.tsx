import type { FieldMetadata } from '@conform-to/react';
import { SendCodeButton } from './send-code-button.tsx';
import { TextField } from './text-field.tsx';

/** The SMS code field with its 'send code' button beside it (login by code, registration). */
export function SmsCodeRow({
  field,
  label,
  sentAt,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  sentAt?: number;
}) {
  return (
    <div className="code-row">
      <TextField field={field} label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <SendCodeButton sentAt={sentAt} codeFieldId={field.id} />
    </div>
  );
}

/** What the server said after sending a code, announced politely. */
export function FormNotice({ notice }: { notice?: string }) {
  if (!notice) return null;
  return (
    <p role="status" className="form-notice">
      {notice}
    </p>
  );
}
