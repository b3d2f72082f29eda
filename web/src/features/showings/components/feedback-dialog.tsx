import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonTexts, PRICE_OPINIONS, type PriceOpinion, showingsTexts } from '@estatekey/domain';
import { useId, useState } from 'react';

import { useGiveFeedback } from '../api/use-give-feedback';
import { OutlinedField } from '../../../components/form';

const text = showingsTexts.feedback;
const INTEREST_LEVELS = ['1', '2', '3', '4', '5'] as const;

export interface FeedbackDialogProps {
  readonly showingId: string;
  /** The showing's date, time and property. */
  readonly description: string;
  readonly onClose: () => void;
}

/** The agent's feedback on an ended showing: interest 1–5, price opinion, comments. */
export function FeedbackDialog({ showingId, description, onClose }: FeedbackDialogProps) {
  const titleId = useId();
  const interestId = useId();
  const priceId = useId();
  const [interest, setInterest] = useState('3');
  const [priceOpinion, setPriceOpinion] = useState<PriceOpinion>('about-right');
  const [comments, setComments] = useState('');
  const { mutate, pending } = useGiveFeedback({ onSuccess: onClose });
  const send = () =>
    void mutate({ params: { id: showingId }, body: { interest: Number(interest), priceOpinion, comments } });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{description}</Typography>
          <FormControl>
            <FormLabel id={interestId}>{text.interest}</FormLabel>
            <RadioGroup row aria-labelledby={interestId} value={interest} onChange={(e) => setInterest(e.target.value)}>
              {INTEREST_LEVELS.map((level) => (
                <FormControlLabel key={level} value={level} control={<Radio />} label={level} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={priceId}>{text.priceOpinion}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={priceId}
              value={priceOpinion}
              onChange={(e) => setPriceOpinion(e.target.value as PriceOpinion)}
            >
              {PRICE_OPINIONS.map((opinion) => (
                <FormControlLabel
                  key={opinion}
                  value={opinion}
                  control={<Radio />}
                  label={text.priceOpinions[opinion]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <OutlinedField
            label={text.comments}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            multiline
            minRows={3}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonTexts.cancel}</Button>
        <Button variant="contained" disabled={pending} onClick={send}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
