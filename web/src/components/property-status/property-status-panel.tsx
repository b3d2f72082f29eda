import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  canUpdateMilestone,
  dashboardTexts,
  MILESTONE_KEYS,
  MILESTONE_LABELS,
  MILESTONE_STATUSES,
  type MilestoneKey,
  type MilestoneStatus,
  type Property,
  propertyProgressPercent,
  type Role,
  statusTexts,
  visibleMilestones,
  webShellTexts,
} from '@estatekey/domain';
import { useId } from 'react';

import { useNotify } from '../../lib/notify';
import { useLoggedFailure } from '../../lib/use-action';
import { usePropertyWaitingToSync, useUpdateMilestone } from '../../data/properties/update-milestone';
import { OutlinedField } from '../form';

function isMilestoneStatus(value: string): value is MilestoneStatus {
  return (MILESTONE_STATUSES as readonly string[]).includes(value);
}

interface PropertyStatusPanelProps {
  readonly property: Property;
  /** The caller's role claim; without one nothing is editable. */
  readonly role: Role | null;
  readonly uid: string;
  /** The panel's heading element, so it fits the page's outline; h4 inside the property cards. */
  readonly headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * The property status panel (spec part 1 §2.11): the milestones the role sees, a percent-complete bar, a choice of
 * the three values for each milestone the caller may set (role matrix and owner / 'manage' share / admin), a
 * read-only badge for the others, and the agents' note. Changes are written straight to Firestore, where the rules
 * judge them; the live list then brings the new values to every member. Offline the change shows at once and waits
 * in Firestore's queue, marked 'Waiting to sync' until the server has it.
 */
export function PropertyStatusPanel({ property, role, uid, headingComponent = 'h4' }: PropertyStatusPanelProps) {
  const notify = useNotify();
  const updateMilestone = useUpdateMilestone();
  const reportFailure = useLoggedFailure(`Updating a milestone of property ${property.id}`, statusTexts.updateFailed);
  const headingId = useId();
  const idPrefix = useId();

  const milestones = role ? visibleMilestones(role) : MILESTONE_KEYS;
  const mayUpdate = (key: MilestoneKey) => role !== null && canUpdateMilestone({ role, uid, property }, key);
  const waitingToSync = usePropertyWaitingToSync(property.id, milestones.some(mayUpdate));
  const percentText = dashboardTexts.percentComplete(propertyProgressPercent(property.statusData));

  const changeMilestone = async (key: MilestoneKey, status: MilestoneStatus) => {
    if (!mayUpdate(key)) {
      notify.warning(statusTexts.noPermission);
      return;
    }
    // Not useAction: its one-run-at-a-time guard would drop a second change while the first waits offline for the
    // server, and Firestore orders queued writes itself. The select stays enabled; the cache shows the new value.
    try {
      const outcome = await updateMilestone(property.id, key, status);
      if (outcome === 'updated') notify.success(statusTexts.updated);
      else notify.warning(statusTexts.noPermission);
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={headingComponent} sx={{ mb: 1 }}>
        {statusTexts.title}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={propertyProgressPercent(property.statusData)}
        aria-label={`${statusTexts.title}: ${percentText}`}
        sx={{ height: 10, borderRadius: 5, mb: 0.5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {percentText}
      </Typography>
      <div role="status">
        {waitingToSync && (
          <Chip size="small" icon={<CloudQueueIcon aria-hidden />} label={webShellTexts.waitingToSync} sx={{ mb: 2 }} />
        )}
      </div>
      {role === 'Agent' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {statusTexts.agentApprovalNote}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {milestones.map((key) => {
          const status = property.statusData[key];
          const label = MILESTONE_LABELS[key];
          if (mayUpdate(key)) {
            return (
              <li key={key}>
                <OutlinedField
                  select
                  fullWidth
                  size="small"
                  id={`${idPrefix}-${key}`}
                  label={label}
                  value={status}
                  onChange={(event) => {
                    const next = event.target.value;
                    if (isMilestoneStatus(next) && next !== status) void changeMilestone(key, next);
                  }}
                >
                  {MILESTONE_STATUSES.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </OutlinedField>
              </li>
            );
          }
          return (
            <Box
              component="li"
              key={key}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                minHeight: 40,
                px: 1.5,
                py: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
                {label}
              </Typography>
              <Chip size="small" variant="outlined" label={status} />
              <Chip
                size="small"
                icon={<LockOutlinedIcon aria-hidden />}
                label={statusTexts.readOnly}
                sx={{ bgcolor: 'grey.100' }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
