import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { publicPagesTexts } from '@estatekey/domain';
import { useDeferredValue, useId, useState } from 'react';

import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { filterFaq } from './faq-search';
import { PublicPageFrame } from './public-page-frame';
import { OutlinedField } from '../../../components/form';

const { faq } = publicPagesTexts;

/** /faq: the questions guardians, executors, attorneys and agents ask, as an accordion filtered as you type. */
export function FaqPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const idPrefix = useId();
  const matches = filterFaq(faq.questions, deferredSearch);

  return (
    <PublicPageFrame intro={faq.intro}>
      <OutlinedField
        type="search"
        label={faq.searchLabel}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ maxWidth: 560, mb: 3 }}
        slotProps={{ htmlInput: { 'aria-controls': `${idPrefix}-questions` } }}
      />
      {/* Announces how many questions are left while typing; sighted users see the list change. */}
      <Box role="status" sx={visuallyHiddenSx}>
        {search.trim() === '' ? '' : faq.matchCount(matches.length)}
      </Box>
      <Box id={`${idPrefix}-questions`}>
        {matches.length === 0 ? (
          <Typography color="text.secondary">{faq.noMatch}</Typography>
        ) : (
          matches.map((entry, index) => (
            <Accordion key={entry.question} disableGutters slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreOutlined />}
                id={`${idPrefix}-question-${index}`}
                aria-controls={`${idPrefix}-answer-${index}`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{entry.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Box>
    </PublicPageFrame>
  );
}
