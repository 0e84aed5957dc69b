import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { setUnauthorizedHandler } from '../../api/http';
import { ADMIN_LOGIN } from '../../domain/pages';
import { AuthContext } from '../actors/root-actors';

/** SPEC §8: a 401 on an admin or public call ends the session and sends the user to the admin login. */
export function UnauthorizedBridge() {
  const auth = AuthContext.useActorRef();
  const [, navigate] = useLocation();
  useEffect(() => {
    const previous = setUnauthorizedHandler(() => {
      auth.send({ type: 'session.expired' });
      navigate(ADMIN_LOGIN, { replace: true });
    });
    return () => {
      setUnauthorizedHandler(previous);
    };
  }, [auth, navigate]);
  return null;
}
