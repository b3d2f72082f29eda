import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CustodyLogEntry,
  formatShortUsDate,
  formatTime12h,
  keyCustodyTexts,
  LOCKBOX_CODE_MAX,
  wallClockTime,
} from '@estatekey/domain';
import { useState } from 'react';

import { usePropertyCustodyLogSnapshot } from '../../../data/custody/use-custody-log';
import { useSetLockboxCode } from '../api/use-lockbox-code';
import { PropertySection } from './property-section';
import { OutlinedField } from '../../../components/form';

const text = keyCustodyTexts;

/** The owner's (or a manager's) form: a new code, or remove the stored one. The code is never read back here. */
function LockboxCodeForm({ propertyId }: { propertyId: string }) {
  const [code, setCode] = useState('');
  const { mutate, pending } = useSetLockboxCode();
  const save = async (next: string) => {
    if ((await mutate({ params: { id: propertyId }, body: { code: next } })) !== undefined) setCode('');
  };
  return (
    <Stack
      component="form"
      spacing={1}
      sx={{ mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save(code);
      }}
    >
      <OutlinedField
        size="small"
        label={text.lockboxForm.label}
        value={code}
        autoComplete="off"
        helperText={text.lockboxForm.hint}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LOCKBOX_CODE_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={pending || code.trim() === ''}>
          {text.lockboxForm.save}
        </Button>
        <Button size="small" color="error" disabled={pending} onClick={() => void save('')}>
          {text.lockboxForm.remove}
        </Button>
      </Stack>
    </Stack>
  );
}

function CustodyEntry({ entry }: { entry: CustodyLogEntry }) {
  return (
    <Stack component="li" spacing={0.25}>
      <Typography variant="body2">{entry.summary}</Typography>
      <Typography variant="caption" color="text.secondary">
        {`${formatShortUsDate(entry.at)} ${formatTime12h(wallClockTime(entry.at))}`}
      </Typography>
    </Stack>
  );
}

function CustodyLog({ propertyId }: { propertyId: string }) {
  const log = usePropertyCustodyLogSnapshot(propertyId);
  if (log.status === 'loading') return <CircularProgress size={24} aria-label={text.section.title} />;
  if (log.data.length === 0) return <Typography color="text.secondary">{text.section.empty}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} aria-label={text.section.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {log.data.map((entry) => (
        <CustodyEntry key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

/**
 * 'Key custody' on the property page: the lockbox code form for whoever manages the property, and the custody log
 * (key pickups, code set/changed/removed, every reveal to a showing's agent), newest first, live.
 */
export function KeyCustodySection({ propertyId, canSetCode }: { propertyId: string; canSetCode: boolean }) {
  return (
    <PropertySection title={text.section.title}>
      {canSetCode && <LockboxCodeForm propertyId={propertyId} />}
      <CustodyLog propertyId={propertyId} />
    </PropertySection>
  );
}
