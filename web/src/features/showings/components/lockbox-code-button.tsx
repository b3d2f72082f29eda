import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AgentShowing, keyCustodyTexts, lockboxRevealDecision, toIsoDate, wallClockTime } from '@estatekey/domain';
import { useState } from 'react';

import { useRevealLockboxCode } from '../api/use-reveal-lockbox-code';

const text = keyCustodyTexts.showing;

/**
 * The agent's way to the lockbox code of a confirmed showing: 'Show lockbox code' from an hour before the start to the
 * end (lockboxRevealDecision at `now`), the time it opens before that, nothing once it ended or unless confirmed. The
 * server decides again on every call.
 */
export function LockboxCodeButton({ showing, now, label }: { showing: AgentShowing; now: Date; label: string }) {
  const [revealed, setRevealed] = useState<{ code: string; validUntil: Date } | null>(null);
  const { mutate, pending } = useRevealLockboxCode();
  const decision = lockboxRevealDecision(showing, now);
  if (revealed) {
    return (
      <Typography variant="body2" component="span" role="status">
        {`${text.codeLabel}: `}
        <strong>{revealed.code}</strong>
        {` · ${text.validUntil(wallClockTime(revealed.validUntil))}`}
      </Typography>
    );
  }
  if (decision.open) {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled={pending}
        aria-label={`${text.showCode}: ${label}`}
        onClick={async () => {
          const answer = await mutate({ params: { id: showing.id } });
          if (answer) setRevealed(answer);
        }}
      >
        {text.showCode}
      </Button>
    );
  }
  if (decision.reason !== 'early') return null;
  return (
    <Typography variant="caption" color="text.secondary">
      {text.opensAt(toIsoDate(decision.opensAt), wallClockTime(decision.opensAt))}
    </Typography>
  );
}
