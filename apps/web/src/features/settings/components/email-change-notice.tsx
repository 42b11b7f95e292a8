import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { EMAIL_CHANGE_PARAM, emailChangeNotice } from '../lib/email-change';

/**
 * Says what an email-change link just did, once the session is known. Mounted in the app layout: a
 * signed-out landing on /settings is sent on to Sign In, and the message goes with it (a toast).
 */
export function EmailChangeNotice() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const shown = useRef(false);
  const landed = params.has(EMAIL_CHANGE_PARAM);
  useEffect(() => {
    if (!landed || shown.current || session.status === 'loading') return;
    shown.current = true;
    const { title, description } = emailChangeNotice(session.user?.email ?? null);
    void notify('success', title, { description });
    setParams(
      (p) => {
        p.delete(EMAIL_CHANGE_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [landed, session.status, session.user, setParams]);
  return null;
}
