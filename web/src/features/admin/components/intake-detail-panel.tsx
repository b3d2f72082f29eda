import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AdminIntakeRequest,
  adminTexts,
  CLIENT_ROLES,
  emailField,
  formatShortUsDate,
  intakeUpdateRequestSchema,
  MANUAL_INTAKE_STATUSES,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  ROLE_LABELS,
} from '@estatekey/domain';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormRadioGroup, FormSelectField, FormTextField, labelledOptions } from '../../../components/form';
import { useConvertIntake } from '../api/use-convert-intake';
import { useUpdateIntake } from '../api/use-update-intake';

const text = adminTexts.intake;

const STATUS_OPTIONS = MANUAL_INTAKE_STATUSES.map((status) => ({
  value: status,
  label: adminTexts.intakeStatusLabels[status],
}));
const OWNER_CHOICES = [
  { value: 'existing', label: text.existingOwner },
  { value: 'invite', label: text.invitedOwner },
];
const INVITE_ROLE_OPTIONS = labelledOptions(CLIENT_ROLES, ROLE_LABELS);

const convertFormSchema = z.object({
  owner: z.enum(['existing', 'invite']),
  email: emailField(),
  role: z.enum(CLIENT_ROLES),
});
type ConvertForm = z.output<typeof convertFormSchema>;

/** The facts a visitor sent, as label/value lines. */
function requestFacts(request: AdminIntakeRequest): [string, string][] {
  const contact: [string, string][] = [
    [text.fields.email, request.payload.contactEmail],
    [text.fields.phone, request.payload.contactPhone],
  ];
  if (request.kind === 'property') {
    const { payload } = request;
    return [
      [
        text.fields.address,
        `${payload.propertyAddress}, ${payload.propertyCity}, ${payload.propertyState} ${payload.propertyZip}`,
      ],
      [text.fields.type, PROPERTY_TYPE_LABELS[payload.propertyType]],
      [text.fields.condition, PROPERTY_CONDITION_LABELS[payload.propertyCondition]],
      ...contact,
      [text.fields.details, payload.additionalInfo],
    ];
  }
  const { payload } = request;
  return [
    [text.fields.pickup, `${payload.appointmentDate} ${payload.appointmentTime}`],
    [text.fields.cleanout, payload.needsCleanout ? adminTexts.users.yes : adminTexts.users.no],
    ...contact,
    [text.fields.details, payload.details],
  ];
}

/**
 * One intake request: what was sent, a status change with a note, and the conversion into a property (of an existing
 * user or an invited owner) or a scheduled key pickup. The toasts are the server's messages; `onDone` follows a success.
 */
export function IntakeDetailPanel({ request, onDone }: { request: AdminIntakeRequest; onDone: () => void }) {
  const statusForm = useForm({
    resolver: zodResolver(intakeUpdateRequestSchema),
    defaultValues: { status: request.status === 'new' ? 'contacted' : 'dismissed', note: request.note },
  });
  const convertForm = useForm<ConvertForm>({
    resolver: zodResolver(convertFormSchema),
    defaultValues: { owner: 'existing', email: request.payload.contactEmail, role: 'Guardian' },
  });
  const owner = useWatch({ control: convertForm.control, name: 'owner' });
  const converted = request.status === 'converted';

  const updateIntake = useUpdateIntake(onDone);
  const convertIntake = useConvertIntake(request._id, onDone);

  const saveStatus = statusForm.handleSubmit(async (body) => {
    await updateIntake.mutate({ params: { id: request._id }, body });
  });

  const convert = convertForm.handleSubmit(async (values) => {
    const outcome = await convertIntake(
      values.owner === 'invite'
        ? { owner: 'invite', email: values.email, role: values.role }
        : { owner: 'existing', email: values.email },
    );
    if (outcome === 'noUser') convertForm.setError('email', { message: text.noUserWithEmail });
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {adminTexts.intakeKindLabels[request.kind]}: {request.payload.contactName}
      </Typography>
      <Typography color="text.secondary">
        {formatShortUsDate(request.createdAt)} · {adminTexts.intakeStatusLabels[request.status]}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {requestFacts(request)
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <Typography key={label} component="div">
              <Typography component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
                {label}:
              </Typography>{' '}
              <Typography component="dd" sx={{ display: 'inline', m: 0 }}>
                {value}
              </Typography>
            </Typography>
          ))}
      </Stack>
      {converted ? (
        <Typography>{text.convertedTo(request.targetId ?? '')}</Typography>
      ) : (
        <>
          <Divider />
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void saveStatus(event)}>
            <FormSelectField
              control={statusForm.control}
              name="status"
              label={text.newStatus}
              options={STATUS_OPTIONS}
            />
            <FormTextField control={statusForm.control} name="note" label={text.note} multiline minRows={2} />
            <Button type="submit" variant="outlined" disabled={statusForm.formState.isSubmitting}>
              {text.saveStatus}
            </Button>
          </Stack>
          <Divider />
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void convert(event)}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {text.convertTitle}
            </Typography>
            {request.kind === 'property' ? (
              <FormRadioGroup
                control={convertForm.control}
                name="owner"
                label={text.ownerChoice}
                options={OWNER_CHOICES}
              />
            ) : (
              <Typography color="text.secondary">{text.pickupOwnerOnly}</Typography>
            )}
            <FormTextField
              control={convertForm.control}
              name="email"
              type="email"
              label={owner === 'invite' ? text.inviteEmail : text.ownerEmail}
              required
            />
            {owner === 'invite' && (
              <FormSelectField
                control={convertForm.control}
                name="role"
                label={text.inviteRole}
                options={INVITE_ROLE_OPTIONS}
              />
            )}
            <Button type="submit" variant="contained" disabled={convertForm.formState.isSubmitting}>
              {text.convert}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
