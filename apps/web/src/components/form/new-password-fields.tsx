import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** A new password typed twice: the reset page and Settings' change of password share it. */
export function NewPasswordFields({
  id,
  next,
  confirm,
  nextErrorId,
  confirmErrorId,
}: {
  id: string;
  /** `register('newPassword')` and `register('confirmPassword')` of the form. */
  next: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  nextErrorId?: string | undefined;
  confirmErrorId?: string | undefined;
}) {
  return (
    <>
      <TextField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder={M.passwordPlaceholder}
        errorId={nextErrorId}
        {...next}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        errorId={confirmErrorId}
        {...confirm}
      />
    </>
  );
}
