import Button from '@mui/material/Button';
import { attorneyTexts, type CaseResponse } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { DescriptionList } from '../../../../components/ui/description-list';
import { SectionCard } from '../../../../components/ui/section-card';
import { chatPath } from '../chat-path';

const text = attorneyTexts.caseDetail;
const extra = attorneyTexts.caseDetail;

/** 'Client Information': who the client is, and the way to write to them. */
export function CaseClientSection({ legalCase }: { legalCase: CaseResponse }) {
  const client = legalCase.clientId;
  return (
    <SectionCard title={text.clientInfo}>
      <DescriptionList
        rows={[
          { label: extra.clientName, value: `${client.firstName} ${client.lastName}`.trim() },
          { label: extra.clientEmail, value: client.email },
          { label: extra.clientPhone, value: client.phone || text.notProvided },
        ]}
      />
      <Button component={RouterLink} to={chatPath(legalCase)} variant="outlined" sx={{ mt: 2 }}>
        {text.messageClient}
      </Button>
    </SectionCard>
  );
}
