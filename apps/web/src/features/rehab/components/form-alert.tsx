/** A My Rehab form's one message (refused or failed), read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
      {message}
    </p>
  );
}
