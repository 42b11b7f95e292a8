import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type FieldProps = UseFormRegisterReturn & { errorId?: string | undefined };

/** A new password typed twice: the reset page and Settings' change of password share it. */
export function NewPasswordFields({
  id,
  next,
  confirm,
}: {
  id: string;
  /** `register('newPassword')` and `register('confirmPassword')` of the form, each with its `errorId` while refused. */
  next: FieldProps;
  confirm: FieldProps;
}) {
  return (
    <>
      <TextField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder={M.passwordPlaceholder}
        {...next}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
