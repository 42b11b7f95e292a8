import { colourOf, initialsOf } from '@/lib/avatar';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-7 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/**
 * The user's initials on a colour taken from their email, drawn here (no image, no request to an
 * avatar service). Decorative by default: the email or menu label next to it says who it is.
 */
export function Avatar({
  email,
  size = 'md',
  className,
}: {
  email: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        sizes[size],
        className,
      )}
      style={{ backgroundColor: colourOf(email) }}
    >
      {initialsOf(email)}
    </span>
  );
}
