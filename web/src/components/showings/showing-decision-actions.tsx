import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showingsTexts } from '@estatekey/domain';
import { useId, useState } from 'react';

import { useDecideShowing } from './use-decide-showing';
import { OutlinedField } from '../form';

const text = showingsTexts.decision;

export interface ShowingDecisionActionsProps {
  readonly showingId: string;
  /** Names the showing in the buttons' accessible names, e.g. the date and time. */
  readonly label: string;
  readonly onDecided?: () => void;
}

/** Confirm, or Decline with an optional reason: a showing request's answer, wherever the request is shown. */
export function ShowingDecisionActions({ showingId, label, onDecided }: ShowingDecisionActionsProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const { mutate, pending } = useDecideShowing();
  const decide = async (decision: 'confirm' | 'decline') => {
    const result = await mutate({
      params: { id: showingId },
      body: { decision, ...(decision === 'decline' && reason.trim() ? { reason: reason.trim() } : {}) },
    });
    if (result) onDecided?.();
  };
  return (
    <Stack spacing={1}>
      <OutlinedField
        id={reasonId}
        size="small"
        label={text.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={pending}
          aria-label={`${text.confirm}: ${label}`}
          onClick={() => void decide('confirm')}
        >
          {text.confirm}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={pending}
          aria-label={`${text.decline}: ${label}`}
          onClick={() => void decide('decline')}
        >
          {text.decline}
        </Button>
      </Stack>
    </Stack>
  );
}
