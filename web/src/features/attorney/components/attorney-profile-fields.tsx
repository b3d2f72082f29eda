import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  addPracticeArea,
  attorneyTexts,
  DEFAULT_AVAILABILITY,
  PRACTICE_AREAS,
  type PracticeArea,
  WEEKDAYS,
} from '@estatekey/domain';
import { useState } from 'react';
import { useController, useFieldArray, type Control } from 'react-hook-form';

import { FormSelectField, FormTextField, FormTimeField, OutlinedField } from '../../../components/form';
import { isPracticeArea, type AttorneyProfileValues } from './attorney-profile-values';

const HALF = { xs: 12, sm: 6 } as const;
const { profile: labels } = attorneyTexts;
const { profile: text } = attorneyTexts;

function PracticeAreasField<Output>({ control }: { control: Control<AttorneyProfileValues, unknown, Output> }) {
  const { field } = useController({ control, name: 'practiceAreas' });
  const areas = field.value ?? [];
  const [choice, setChoice] = useState<PracticeArea>(PRACTICE_AREAS[0]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {labels.practiceAreas}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {areas.length === 0 && <Typography color="text.secondary">{text.noPracticeAreas}</Typography>}
        {areas.map((area) => (
          <Chip
            key={area}
            label={area}
            onDelete={() => field.onChange(areas.filter((kept) => kept !== area))}
            // The chip is the delete button (Backspace or Delete removes it), so its name says so.
            aria-label={text.removePracticeArea(area)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <OutlinedField
          select
          size="small"
          id="attorney-practice-area-choice"
          label={text.addPracticeArea}
          value={choice}
          onChange={(event) => {
            if (isPracticeArea(event.target.value)) setChoice(event.target.value);
          }}
          sx={{ minWidth: 220 }}
        >
          {PRACTICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </OutlinedField>
        <Button variant="outlined" onClick={() => field.onChange(addPracticeArea(areas, choice))}>
          {text.addPracticeArea}
        </Button>
      </Box>
    </Box>
  );
}

function AvailabilityRows<Output>({ control }: { control: Control<AttorneyProfileValues, unknown, Output> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'availability' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {labels.availability}
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {text.noAvailability}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Grid container spacing={1.5} key={row.id} sx={{ mb: 1.5, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name={`availability.${index}.day`}
              id={`availability-${index}-day`}
              label={labels.day}
              options={WEEKDAYS}
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 3.5 }}>
            <FormTimeField
              control={control}
              name={`availability.${index}.startTime`}
              id={`availability-${index}-start`}
              label={labels.startTime}
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 3.5 }}>
            <FormTimeField
              control={control}
              name={`availability.${index}.endTime`}
              id={`availability-${index}-end`}
              label={labels.endTime}
            />
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }}>
            <IconButton aria-label={text.removeAvailability(index)} onClick={() => remove(index)}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      <Button variant="outlined" onClick={() => append({ ...DEFAULT_AVAILABILITY })}>
        {labels.addAvailability}
      </Button>
    </Box>
  );
}

/**
 * The attorney profile inputs shared by onboarding and the profile page (spec part 2 §3, §5): the five professional
 * fields, practice areas without duplicates and availability rows (a new row is Monday 09:00 to 17:00).
 */
export function AttorneyProfileFields<Output>({
  control,
  required,
}: {
  control: Control<AttorneyProfileValues, unknown, Output>;
  /** Onboarding requires the five fields (marked aria-required); the profile page saves empty ones as 0 or ''. */
  required: boolean;
}) {
  const field = (name: 'specialization' | 'barNumber' | 'yearsOfExperience' | 'biography' | 'hourlyRate') => ({
    control,
    name,
    id: `attorney-${name}`,
    label: labels[name],
    required,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={HALF}>
        <FormTextField {...field('specialization')} />
      </Grid>
      <Grid size={HALF}>
        <FormTextField {...field('barNumber')} />
      </Grid>
      <Grid size={HALF}>
        <FormTextField {...field('yearsOfExperience')} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
      </Grid>
      <Grid size={HALF}>
        <FormTextField {...field('hourlyRate')} type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      </Grid>
      <Grid size={12}>
        <FormTextField {...field('biography')} multiline minRows={3} />
      </Grid>
      <Grid size={12}>
        <PracticeAreasField control={control} />
      </Grid>
      <Grid size={12}>
        <AvailabilityRows control={control} />
      </Grid>
    </Grid>
  );
}
