import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
  const chat = chatPath(legalCase);
  return (
    <SectionCard title={text.clientInfo}>
      <DescriptionList
        rows={[
          { label: extra.clientName, value: `${client.firstName} ${client.lastName}`.trim() },
          { label: extra.clientEmail, value: client.email },
          { label: extra.clientPhone, value: client.phone || text.notProvided },
        ]}
      />
      {chat === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {text.messageClientNotJoined}
        </Typography>
      ) : (
        <Button component={RouterLink} to={chat} variant="outlined" sx={{ mt: 2 }}>
          {text.messageClient}
        </Button>
      )}
    </SectionCard>
  );
}
