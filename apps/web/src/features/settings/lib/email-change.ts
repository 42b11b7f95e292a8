/**
 * Changing the email takes two links: the old address approves, then the new address confirms.
 * Both land on /settings?email-change=1 (the server's callback), signed in or not, in whatever tab
 * the email app opens. The address asked for is remembered on this device so that the landing can
 * say which step just happened.
 */
export const EMAIL_CHANGE_PARAM = 'email-change';
const KEY = 'physiomate.requestedEmail';

export function rememberRequestedEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // Storage can be disabled: the landing then gives the general message.
  }
}

function requestedEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}

/** What the landing says, given who is signed in now (null: nobody). */
export function emailChangeNotice(signedInEmail: string | null): { title: string; description: string } {
  const asked = requestedEmail();
  if (signedInEmail && asked === null) {
    // Asked for on another device: which link this was cannot be told here.
    return {
      title: 'Email change link opened',
      description: `You are signed in as ${signedInEmail}. If that is not your new address yet, open the confirmation link we sent to the new one.`,
    };
  }
  if (signedInEmail && asked === signedInEmail.toLowerCase()) {
    forget();
    return {
      title: `Your email is now ${signedInEmail}`,
      description: 'Use this address to sign in from now on.',
    };
  }
  return {
    title: 'Email change approved',
    description: `We sent a confirmation link to ${asked ?? 'your new address'}. Your email changes once you open it.`,
  };
}
