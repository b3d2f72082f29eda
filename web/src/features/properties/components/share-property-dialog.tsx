import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  commonTexts,
  DEFAULT_PERMISSION_LEVEL,
  formatPropertyLabel,
  PERMISSION_LEVELS,
  type PermissionLevel,
  type Property,
  sharingTexts,
  type Role,
  roleLabel,
  SEARCH_RESULTS_MAX_HEIGHT_REM,
  type UserSearchResult,
} from '@estatekey/domain';
import { useId, useState } from 'react';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { useShareProperty } from '../api/use-share-property';
import { useSharedUsers } from '../api/use-shared-users';
import { useUnshareProperty } from '../api/use-unshare-property';
import { useUserSearch } from '../../../data/user/user-search';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';
import { OutlinedField } from '../../../components/form';

const PERMISSION_LABELS: Record<PermissionLevel, string> = {
  view: sharingTexts.permissionView,
  manage: sharingTexts.permissionManage,
};

function isPermissionLevel(value: string): value is PermissionLevel {
  return (PERMISSION_LEVELS as readonly string[]).includes(value);
}

function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** `sharedWith` as a stable text: it changes exactly when a share is added, changed or removed. */
function sharesKeyOf(property: Property): string {
  return Object.entries(property.sharedWith)
    .map(([uid, level]) => `${uid}=${level}`)
    .sort()
    .join(',');
}

function SharedUsersList({ property }: { property: Property }) {
  const headingId = useId();
  const { request, reload } = useSharedUsers({
    params: { id: property.id },
    // The list follows a share or unshare made here or anywhere else.
    refreshKey: sharesKeyOf(property),
    failure: { text: sharingTexts.loadSharedFailed },
  });

  const unshare = useUnshareProperty({ onSuccess: reload });
  const remove = async (userId: string) => {
    await unshare.mutate({ body: { propertyId: property.id, userId } });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {sharingTexts.sharedWith}
      </Typography>
      {request.status === 'loading' && <CircularProgress size={24} aria-label={sharingTexts.loadingShared} />}
      {request.status === 'error' && <RetryAlert onRetry={reload}>{sharingTexts.loadSharedFailed}</RetryAlert>}
      {request.status === 'success' && request.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {sharingTexts.notShared}
        </Typography>
      )}
      {request.status === 'success' && request.data.length > 0 && (
        <List dense disablePadding aria-labelledby={headingId}>
          {request.data.map((user) => (
            <ListItem
              key={user._id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={sharingTexts.removeUser(fullName(user))}
                  disabled={unshare.pending}
                  onClick={() => void remove(user._id)}
                >
                  <PersonRemoveIcon />
                </IconButton>
              }
              sx={{ pr: 6 }}
            >
              <ListItemText
                primary={fullName(user)}
                secondary={`${user.email} · ${roleLabel(user.role)} · ${sharingTexts.permissionOf(PERMISSION_LABELS[user.permissionLevel])}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function ShareForm({ property, role }: { property: Property; role: Role | null }) {
  const [inputValue, setInputValue] = useState('');
  /** What the user typed: picking a result shows its name in the box but does not search for it. */
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<UserSearchResult | null>(null);
  const [permission, setPermission] = useState<PermissionLevel>(DEFAULT_PERMISSION_LEVEL);
  const [listOpen, setListOpen] = useState(false);
  const permissionLabelId = useId();
  const search = useUserSearch(role, term, sharingTexts.searchFailed);

  const shareProperty = useShareProperty({
    onSuccess: () => {
      setSelected(null);
      setInputValue('');
      setTerm('');
    },
  });
  const share = async () => {
    if (!selected) return;
    await shareProperty.mutate({
      body: { propertyId: property.id, userId: selected._id, permissionLevel: permission },
    });
  };

  const options = search.status === 'success' ? search.results : [];
  return (
    <Box>
      <Autocomplete<UserSearchResult>
        options={options}
        // Below two characters the helper text says what to do; there is no list to show yet.
        open={listOpen && search.status !== 'tooShort'}
        onOpen={() => setListOpen(true)}
        onClose={() => setListOpen(false)}
        value={selected}
        inputValue={inputValue}
        onInputChange={(_event, value, reason) => {
          setInputValue(value);
          if (reason === 'input' || reason === 'clear' || value === '') setTerm(value);
        }}
        onChange={(_event, user) => setSelected(user)}
        // The server already matched the query; the list shows its answer as is.
        filterOptions={(found) => found}
        getOptionLabel={fullName}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        loading={search.status === 'searching'}
        loadingText={sharingTexts.searching}
        noOptionsText={sharingTexts.noUsers}
        renderOption={({ key, ...optionProps }, user) => (
          <Box
            component="li"
            key={key}
            {...optionProps}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Typography variant="body1">{fullName(user)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${user.email} · ${roleLabel(user.role)}`}
            </Typography>
          </Box>
        )}
        slotProps={{ listbox: { sx: { maxHeight: `${SEARCH_RESULTS_MAX_HEIGHT_REM}rem`, overflowY: 'auto' } } }}
        renderInput={(params) => (
          <OutlinedField
            {...params}
            label={sharingTexts.searchLabel}
            placeholder={sharingTexts.searchPlaceholder}
            helperText={search.status === 'tooShort' ? sharingTexts.minChars : ' '}
          />
        )}
      />
      <FormControl component="fieldset" sx={{ mt: 2 }}>
        <FormLabel component="legend" id={permissionLabelId}>
          {sharingTexts.permissionLabel}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={permissionLabelId}
          value={permission}
          onChange={(event) => {
            if (isPermissionLevel(event.target.value)) setPermission(event.target.value);
          }}
        >
          {PERMISSION_LEVELS.map((level) => (
            <FormControlLabel key={level} value={level} control={<Radio />} label={PERMISSION_LABELS[level]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Button
          variant="contained"
          onClick={() => void share()}
          disabled={!selected || shareProperty.pending || shareProperty.offline}
          sx={{ mt: 1 }}
        >
          {sharingTexts.shareButton}
        </Button>
        <OfflineActionReason offline={shareProperty.offline} />
      </Box>
    </Box>
  );
}

interface SharePropertyDialogProps {
  readonly property: Property;
  readonly role: Role | null;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Share Property (spec part 1 §2.15): search users (after a pause, from two characters), pick view or manage, share;
 * below, everyone the property is shared with, each removable. The list follows the property's live shares.
 */
export function SharePropertyDialog({ property, role, open, onClose }: SharePropertyDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{sharingTexts.dialogTitle(formatPropertyLabel(property))}</DialogTitle>
      <DialogContent dividers>
        <ShareForm property={property} role={role} />
        <SharedUsersList property={property} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
