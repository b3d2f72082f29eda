import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminTexts, PROPERTY_REVIEW_STATUSES, ROLE_LABELS, ROLES, paths } from '@estatekey/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { ReviewStatusChip } from '../../../components/property-status/review-status-chip';
import { serverMessageOr } from '../../../lib/api-client';
import { useAdminStats } from '../api/use-admin-figures';
import { useNewestAuditEntries } from '../api/use-newest-audit-entries';

const text = adminTexts.dashboard;
const NEWEST_AUDIT_ENTRIES = 5;

function CountList({
  title,
  rows,
}: {
  title: string;
  rows: readonly { label: ReactNode; count: number; key: string }[];
}) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.key}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <span>{row.label}</span>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {row.count}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** Users by role, properties by review status (the badges of part 1 §3) and the newest audit-log entries. */
export function AdminOverview() {
  const stats = useAdminStats();
  const audit = useNewestAuditEntries(NEWEST_AUDIT_ENTRIES);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {text.overview}
        </Typography>
        {stats.status === 'error' && <Alert severity="error">{serverMessageOr(stats.error, text.loadFailed)}</Alert>}
        {stats.status === 'success' && (
          <Stack spacing={2}>
            <CountList
              title={text.usersByRole}
              rows={ROLES.map((role) => ({ key: role, label: ROLE_LABELS[role], count: stats.data.usersByRole[role] }))}
            />
            <CountList
              title={text.propertiesByStatus}
              rows={PROPERTY_REVIEW_STATUSES.map((status) => ({
                key: status,
                label: <ReviewStatusChip status={status} />,
                count: stats.data.propertiesByStatus[status],
              }))}
            />
          </Stack>
        )}
        <Typography variant="h3" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
          {text.newestAudit}
        </Typography>
        {audit.status === 'error' && <Alert severity="error">{serverMessageOr(audit.error, text.loadFailed)}</Alert>}
        {audit.status === 'success' &&
          (audit.data.entries.length === 0 ? (
            <Typography color="text.secondary">{text.noAudit}</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
              {audit.data.entries.map((entry) => (
                <li key={entry.id}>
                  <Typography variant="body2">
                    {entry.at.toLocaleString()} · {entry.action} · {entry.targetType} {entry.targetId}
                  </Typography>
                </li>
              ))}
            </Stack>
          ))}
        <Link component={RouterLink} to={paths.auditLog} sx={{ display: 'inline-block', mt: 1 }}>
          {text.viewAuditLog}
        </Link>
      </CardContent>
    </Card>
  );
}
