import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * The account forms say one thing at a time: the message of the first refused field, in the order the
 * form shows them, or else what the server answered (set as the `root.server` error).
 */
export function formMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
): string | null {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  for (const name of fields) {
    const message = byName[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return errors.root?.server?.message ?? null;
}

/** For a field's `errorId`: the form's message element while this field is refused. */
export function errorIdFor<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: Path<T>,
  messageId: string,
): string | undefined {
  return (errors as Record<string, unknown>)[name] ? messageId : undefined;
}
