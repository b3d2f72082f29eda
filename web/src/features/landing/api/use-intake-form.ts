import type { ApiFieldError } from '@estatekey/domain';
import { useCallback, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { formFieldsOf, showFieldErrors } from '../../../components/form';
import { useIntakeSubmission, type IntakeSubmissionOptions } from './use-intake-submission';

/** A modal's own words (spec part 1 §4, §8): its button while idle and while sending, the outcome texts. */
export interface IntakeFormTexts {
  readonly submit: string;
  readonly submitting: string;
  readonly success: string;
  readonly error: string;
}

type IntakeFormOptions<TRequest> = Pick<IntakeSubmissionOptions<TRequest>, 'send' | 'finishAfterMs'> & {
  readonly texts: IntakeFormTexts;
  /** Closes the modal: after the success text, or on Cancel. */
  readonly onClose: () => void;
};

/**
 * A public modal's form wired to its submission: a 400's field errors land on their inputs, and once the success text
 * has been shown the form is emptied and the modal closed. Answers the props of its `IntakeFormFrame`.
 */
export function useIntakeForm<TValues extends FieldValues, TRequest>(
  { handleSubmit, reset, setError }: UseFormReturn<TValues, unknown, TRequest>,
  emptyValues: TValues,
  { send, texts, finishAfterMs, onClose }: IntakeFormOptions<TRequest>,
) {
  const showFormFieldErrors = useCallback(
    (errors: readonly ApiFieldError[]) => showFieldErrors(errors, formFieldsOf(emptyValues), setError),
    [emptyValues, setError],
  );
  const { submit, status, failure } = useIntakeSubmission({
    send,
    failureMessage: texts.error,
    finishAfterMs,
    onFinished: () => {
      reset(emptyValues);
      onClose();
    },
    showFieldErrors: showFormFieldErrors,
  });
  return {
    status,
    failure,
    successMessage: texts.success,
    submitLabel: texts.submit,
    submittingLabel: texts.submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event),
    onClose,
  };
}
