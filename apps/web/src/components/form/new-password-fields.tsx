import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { TextField } from './text-field';

/** A new password typed twice: the reset page and Settings' change of password share it. */
export function NewPasswordFields({
  id,
  value,
  onChange,
  confirm,
  onConfirmChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
}) {
  return (
    <>
      <TextField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder={M.passwordPlaceholder}
        value={value}
        onChange={onChange}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
      />
    </>
  );
}
