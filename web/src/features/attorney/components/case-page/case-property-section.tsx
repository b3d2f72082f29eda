import Button from '@mui/material/Button';
import { attorneyTexts, type CaseResponse, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { DescriptionList } from '../../../../components/ui/description-list';
import { SectionCard } from '../../../../components/ui/section-card';

const text = attorneyTexts.caseDetail;
const extra = attorneyTexts.caseDetail;

/** 'Related Property': the address of the property the case sells, and a link to it. */
export function CasePropertySection({
  propertyId,
  address,
}: {
  propertyId: string;
  address: CaseResponse['propertyAddress'];
}) {
  return (
    <SectionCard title={text.relatedProperty}>
      <DescriptionList rows={[{ label: extra.address, value: address ?? text.notAvailable }]} />
      <Button component={RouterLink} to={paths.property(propertyId)} variant="outlined" sx={{ mt: 2 }}>
        {extra.viewProperty}
      </Button>
    </SectionCard>
  );
}
