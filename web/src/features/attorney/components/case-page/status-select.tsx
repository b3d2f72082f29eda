import { attorneyTexts, CASE_STATUS_LABELS, CASE_STATUSES, type CaseStatus, caseStatusSchema } from '@estatekey/domain';

import { OutlinedField } from '../../../../components/form';
import { useUpdateCaseStatus } from '../../api/update-case-status';

const extra = attorneyTexts.caseDetail;

/** The case's status, saved as soon as another one is chosen. */
export function StatusSelect({
  caseId,
  status,
  onChange,
}: {
  caseId: string;
  status: CaseStatus;
  onChange: (status: CaseStatus) => void;
}) {
  const { mutate, pending } = useUpdateCaseStatus({ onSuccess: (answer) => onChange(answer.status) });
  const change = (value: string) => {
    const parsed = caseStatusSchema.safeParse(value);
    // Choosing the current value is ignored (spec part 2 §4).
    if (!parsed.success || parsed.data === status || pending) return;
    void mutate({ params: { id: caseId }, body: { status: parsed.data } });
  };
  return (
    <OutlinedField
      select
      size="small"
      id="case-status"
      label={extra.statusLabel}
      value={status}
      disabled={pending}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {CASE_STATUSES.map((option) => (
        <option key={option} value={option}>
          {CASE_STATUS_LABELS[option]}
        </option>
      ))}
    </OutlinedField>
  );
}
