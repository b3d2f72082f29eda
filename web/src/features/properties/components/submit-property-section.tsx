import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { propertiesTexts } from '@estatekey/domain';
import { Suspense, useState } from 'react';

import { PartLoading } from '../../../components/ui/part-loading';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The form (its fields, react-hook-form, the schema) is not part of the page's first load: it comes when the pointer
// or the keyboard reaches the heading, so it is usually there before the section opens.
const submitPropertyForm = preloadableLazy(() =>
  import('./submit-property-form').then((module) => module.SubmitPropertyForm),
);

/**
 * The collapsible 'Submit New Property' section of the Properties page (spec part 1 §2.15). The form is mounted when
 * the section first opens and stays mounted when it folds, so what was typed is kept.
 */
export function SubmitPropertySection() {
  const [expanded, setExpanded] = useState(false);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { mountOnEnter: true } }}
      sx={{ mb: 4 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="submit-property-heading"
        aria-controls="submit-property-form"
        {...submitPropertyForm.preloadOnIntent}
      >
        <Typography variant="h5" component="span">
          {propertiesTexts.submitNew}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Suspense fallback={<PartLoading />}>
          <submitPropertyForm.Component onSubmitted={() => setExpanded(false)} />
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}
