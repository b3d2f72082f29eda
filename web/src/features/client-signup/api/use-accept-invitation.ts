import { invitationRoutes, invitationTexts, paths } from '@estatekey/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { callApi, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

/**
 * Accepts an invitation with the signed-in account (the server checks that its verified address is the invited one),
 * then opens the documents page where the joined case now shows. One request at a time: a double click accepts once.
 */
export function useAcceptInvitation(token: string): { accept: () => Promise<void>; accepting: boolean } {
  const notify = useNotify();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  // A ref, not the state: two clicks in one frame both see the state of the render before them.
  const inFlight = useRef(false);
  const accept = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAccepting(true);
    try {
      await callApi(invitationRoutes.acceptInvitation, { params: { token } });
      notify.success(invitationTexts.accepted);
      await navigate(paths.documents, { replace: true });
    } catch (error) {
      console.error('Accepting the invitation failed', error);
      notify.error(serverMessageOr(error, invitationTexts.acceptFailed));
      inFlight.current = false;
      setAccepting(false);
    }
  };
  return { accept, accepting };
}
