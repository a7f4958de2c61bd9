import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextFieldProps, type TextFieldProps } from './text-field.tsx';

/**
 * A password input bound to a Conform field, with Mantine's show-password toggle: the one
 * control of the forms with behaviour of its own, so only the screens that ask for a password
 * load Mantine's input runtime.
 */
export function PasswordField(field: TextFieldProps) {
  const { t } = useTranslation();
  const { key, props } = useTextFieldProps(field, 'password');
  return (
    // Mantine takes the show-password toggle out of the Tab order and names it in English.
    <PasswordInput
      key={key}
      {...props}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('a11y.showPassword') }}
    />
  );
}
