import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A password input whose show/hide toggle is keyboard reachable and named after its field
 * ('Show password', 'Hide confirm password'), so several on one form stay distinguishable.
 */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`,
      }}
      {...props}
    />
  );
}
