import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  attorneyTexts,
  type CaseResponse,
  documentsTexts,
  formatPropertyLabel,
  paths,
  type PropertySummary,
} from '@estatekey/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { OutlinedField } from '../../../../components/form';
import { DescriptionList } from '../../../../components/ui/description-list';
import { SectionCard } from '../../../../components/ui/section-card';
import { ShowMoreButton } from '../../../../components/ui/show-more-button';
import { useCaseClientProperties } from '../../../../data/cases/use-case-client-properties';
import { useLinkCaseProperty } from '../../api/link-case-property';

const text = attorneyTexts.caseDetail;

/**
 * 'Related Property': the address of the property the case sells and a link to it, then 'Link property' with the
 * properties the case's client owns and the case does not have yet (spec part 2 §6; the client's acceptance of the invitation is the consent).
 */
export function CasePropertySection({
  caseId,
  propertyId,
  address,
  onLinked,
}: {
  caseId: string;
  propertyId: string | null;
  address: CaseResponse['propertyAddress'];
  onLinked: (property: PropertySummary) => void;
}) {
  return (
    <SectionCard title={text.relatedProperty}>
      {propertyId === null ? (
        <Typography color="text.secondary">{text.noLinkedProperty}</Typography>
      ) : (
        <>
          <DescriptionList rows={[{ label: text.address, value: address ?? text.notAvailable }]} />
          <Button component={RouterLink} to={paths.property(propertyId)} variant="outlined" sx={{ mt: 2 }}>
            {text.viewProperty}
          </Button>
        </>
      )}
      <LinkPropertyControl caseId={caseId} onLinked={onLinked} />
    </SectionCard>
  );
}

/** The client's own properties not yet linked (as the server lists them), and the button that links the chosen one. */
export function LinkPropertyControl({
  caseId,
  onLinked,
}: {
  caseId: string;
  onLinked: (property: PropertySummary) => void;
}) {
  const { request, reload, showMore } = useCaseClientProperties(caseId);
  const [chosen, setChosen] = useState('');
  const candidates = request.status === 'success' ? request.data : [];
  const link = useLinkCaseProperty({
    onSuccess: () => {
      const property = candidates.find((candidate) => candidate._id === chosen);
      setChosen('');
      reload();
      if (property) onLinked(property);
    },
  });
  if (request.status !== 'success') return null;
  if (candidates.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {text.noClientProperties}
      </Typography>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === '' || link.pending) return;
        void link.mutate({ body: { caseId, propertyId: chosen } });
      }}
    >
      <OutlinedField
        select
        size="small"
        id={`link-property-${caseId}`}
        label={text.linkPropertyLabel}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minWidth: { sm: 220 } }}
      >
        <option value="">{documentsTexts.selectProperty}</option>
        {candidates.map((property) => (
          <option key={property._id} value={property._id}>
            {formatPropertyLabel(property)}
          </option>
        ))}
      </OutlinedField>
      <Button type="submit" variant="contained" disabled={chosen === '' || link.pending}>
        {text.linkProperty}
      </Button>
      <ShowMoreButton showMore={showMore} label={documentsTexts.showMoreProperties} />
    </Stack>
  );
}
