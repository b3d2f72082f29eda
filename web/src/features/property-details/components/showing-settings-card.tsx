import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  type BlockedTime,
  MINIMUM_NOTICE_HOURS_MAX,
  SHOWING_APPROVAL_MODES,
  type ShowingApprovalMode,
  type ShowingSettings,
  showingsTexts,
  WEEKDAYS,
} from '@estatekey/domain';
import { useState } from 'react';

import { OutlinedField } from '../../../components/form';
import { useSaveShowingSettings, useShowingSettings } from '../api/use-showing-settings';
import { PropertySection } from './property-section';

const text = showingsTexts.settings;
/** The blocked time's day: a weekday, or 'date' for a single date. */
const DATE_DAY = 'date';

function describeBlocked(blocked: BlockedTime): string {
  return `${blocked.weekday ?? blocked.date ?? ''} ${blocked.startTime}–${blocked.endTime}`;
}

function SettingsForm({ propertyId, initial }: { propertyId: string; initial: ShowingSettings }) {
  const [settings, setSettings] = useState(initial);
  const [day, setDay] = useState<string>(WEEKDAYS[0]);
  const [date, setDate] = useState('');
  const [range, setRange] = useState({ startTime: '09:00', endTime: '12:00' });
  const { mutate, pending } = useSaveShowingSettings();
  const addBlocked = () => {
    const blocked: BlockedTime =
      day === DATE_DAY ? { date, ...range } : { weekday: day as BlockedTime['weekday'], ...range };
    setSettings({ ...settings, blockedTimes: [...settings.blockedTimes, blocked] });
  };
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void mutate({ params: { id: propertyId }, body: settings });
      }}
    >
      <OutlinedField
        select
        label={text.approvalMode}
        value={settings.approvalMode}
        onChange={(event) => setSettings({ ...settings, approvalMode: event.target.value as ShowingApprovalMode })}
      >
        {SHOWING_APPROVAL_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {text.approvalModes[mode]}
          </option>
        ))}
      </OutlinedField>
      <OutlinedField
        type="number"
        label={text.minimumNoticeHours}
        value={settings.minimumNoticeHours}
        onChange={(event) => setSettings({ ...settings, minimumNoticeHours: Number(event.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: MINIMUM_NOTICE_HOURS_MAX } }}
      />
      <OutlinedField
        type="number"
        label={text.defaultLengthMinutes}
        value={settings.defaultLengthMinutes}
        onChange={(event) => setSettings({ ...settings, defaultLengthMinutes: Number(event.target.value) })}
        slotProps={{ htmlInput: { min: 5, step: 5 } }}
      />
      <Typography variant="subtitle2" component="h3">
        {text.blockedTimes}
      </Typography>
      {settings.blockedTimes.length === 0 ? (
        <Typography color="text.secondary">{text.noBlockedTimes}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {settings.blockedTimes.map((blocked, index) => (
            <Stack component="li" key={index} direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1 }}>{describeBlocked(blocked)}</Typography>
              <IconButton
                aria-label={`${text.removeBlockedTime}: ${describeBlocked(blocked)}`}
                onClick={() =>
                  setSettings({ ...settings, blockedTimes: settings.blockedTimes.filter((_, at) => at !== index) })
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <OutlinedField
          select
          size="small"
          label={text.weekday}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        >
          {WEEKDAYS.map((weekday) => (
            <option key={weekday} value={weekday}>
              {weekday}
            </option>
          ))}
          <option value={DATE_DAY}>{text.date}</option>
        </OutlinedField>
        {day === DATE_DAY && (
          <OutlinedField
            size="small"
            type="date"
            label={text.date}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        <OutlinedField
          size="small"
          type="time"
          label={showingsTexts.labels.startTime}
          value={range.startTime}
          onChange={(event) => setRange({ ...range, startTime: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <OutlinedField
          size="small"
          type="time"
          label={showingsTexts.labels.endTime}
          value={range.endTime}
          onChange={(event) => setRange({ ...range, endTime: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Button variant="outlined" onClick={addBlocked} sx={{ alignSelf: 'flex-start' }}>
        {text.addBlockedTime}
      </Button>
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {text.save}
      </Button>
    </Stack>
  );
}

/** The owner's (or a 'manage' share's) showing settings: approval mode, notice, length and blocked times. */
export function ShowingSettingsCard({ propertyId }: { propertyId: string }) {
  const { request } = useShowingSettings(propertyId);
  return (
    <PropertySection title={text.title}>
      {request.status === 'error' && <Alert severity="error">{text.loadFailed}</Alert>}
      {request.status === 'success' && <SettingsForm propertyId={propertyId} initial={request.data} />}
    </PropertySection>
  );
}
