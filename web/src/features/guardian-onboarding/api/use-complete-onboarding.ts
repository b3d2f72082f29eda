import { type GuardianOnboarding, onboardingTexts, TOAST } from '@estatekey/domain';
import { useCallback } from 'react';

import { ApiError } from '../../../lib/api-client';
import { useNotify, type Notify } from '../../../lib/notify';
import { completeGuardianOnboarding } from './complete-guardian-onboarding';
import { uploadOnboardingDocument } from './upload-onboarding-document';
import { answerErrorsOfApi, type AnswerErrors } from '../components/wizard-answers';

export type CompletionOutcome =
  | { readonly status: 'completed' }
  /** Nothing was saved; `fieldErrors` holds what the server named, if anything. */
  | { readonly status: 'failed'; readonly fieldErrors: AnswerErrors };

const ONBOARDING_TOAST = { durationMs: TOAST.onboardingMs };
const uploadText = onboardingTexts.guardianWizard.uploads;

/**
 * Uploads the step 8 files one after the other, after the onboarding is complete, and reports how it went. A failed
 * file does not stop the others, and nothing here can undo the completed onboarding.
 */
async function uploadChosenDocuments(files: readonly File[], notify: Notify): Promise<void> {
  if (files.length === 0) return;
  const failedNames: string[] = [];
  for (const file of files) {
    try {
      await uploadOnboardingDocument(file);
    } catch (error) {
      console.error(`Uploading the onboarding document ${file.name} failed`, error);
      failedNames.push(file.name);
    }
  }
  if (failedNames.length === 0) notify.success(uploadText.allUploaded(files.length), ONBOARDING_TOAST);
  else notify.error(uploadText.someFailed(failedNames, files.length), ONBOARDING_TOAST);
}

/**
 * Completes the Guardian/Executor wizard: PUT /api/user/onboarding/complete (which creates the property and the key
 * pickup), then the step 8 uploads. The live profile closes the wizard as soon as the server marks it completed, so
 * the outcome of the uploads is reported with toasts, which outlive it.
 */
export function useCompleteOnboarding(): (
  answers: GuardianOnboarding,
  files: readonly File[],
) => Promise<CompletionOutcome> {
  const notify = useNotify();
  return useCallback(
    async (answers, files) => {
      try {
        await completeGuardianOnboarding(answers);
      } catch (error) {
        console.error('Completing the guardian onboarding failed', error);
        return { status: 'failed', fieldErrors: error instanceof ApiError ? answerErrorsOfApi(error.errors) : {} };
      }
      notify.success(onboardingTexts.dashboardSuccess, ONBOARDING_TOAST);
      await uploadChosenDocuments(files, notify);
      return { status: 'completed' };
    },
    [notify],
  );
}
