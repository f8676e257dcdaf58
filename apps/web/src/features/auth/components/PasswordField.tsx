import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../i18n';

/**
 * A password input whose show/hide toggle is keyboard reachable and named after its field
 * ('Show password', 'Hide confirm password'), so several on one form stay distinguishable.
 */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string }) {
  const { t } = useTranslation(AUTH_NS);
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible
          ? t('passwordField.hide', { field: label.toLowerCase() })
          : t('passwordField.show', { field: label.toLowerCase() }),
      }}
      // Unlike Mantine's other inputs, PasswordInput marks its inner input with data-invalid
      // only: a screen reader would not hear that the field is wrong (nor would a form's
      // focus on its first invalid field find it, lib/focus-invalid.ts).
      aria-invalid={Boolean(props.error) || undefined}
      {...props}
    />
  );
}
