import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'> & {
  label?: string;
};

/** An email address field ('Email' unless told otherwise). */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** The account's present password, asked to confirm a change ('Your password' unless told otherwise). */
export function CurrentPasswordField({ label = 'Your password', ...props }: FieldProps) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A form's submit button: disabled and saying what it does while the form is busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" disabled={disabled || busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
