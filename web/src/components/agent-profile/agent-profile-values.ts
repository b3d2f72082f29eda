import {
  AGENT_SPECIALTIES,
  AGENT_WIZARD_STEPS,
  agentProfileSchema,
  emptyAgentProfile,
  type AgentProfile,
  type AgentProfileInput,
  type StoredAgentProfile,
  US_STATES,
} from '@estatekey/domain';
import type { z } from 'zod';

export type AgentProfileField = keyof AgentProfileInput & string;

export interface StepProblem {
  readonly field: AgentProfileField;
  readonly message: string;
}

/** The fields a step asks for, from its schema. */
export function fieldsOfStep(stepIndex: number): AgentProfileField[] {
  const step = AGENT_WIZARD_STEPS[stepIndex];
  return step ? (Object.keys(step.schema.shape) as AgentProfileField[]) : [];
}

function problemsOf(issues: readonly z.core.$ZodIssue[]): StepProblem[] {
  return issues.flatMap((issue) => {
    const field = issue.path[0];
    return typeof field === 'string' ? [{ field: field as AgentProfileField, message: issue.message }] : [];
  });
}

/**
 * What keeps the wizard on a step (spec part 1 §5): the step's own checks only, so a later step's empty fields do
 * not stop an earlier one. Empty when the step may be left.
 */
export function stepProblems(values: AgentProfileInput, stepIndex: number): StepProblem[] {
  const step = AGENT_WIZARD_STEPS[stepIndex];
  if (!step) return [];
  const result = step.schema.safeParse(values);
  return result.success ? [] : problemsOf(result.error.issues);
}

/** The whole profile as the last step submits it, or the problems (with their fields) that stop it. */
export function checkedAgentProfile(
  values: AgentProfileInput,
): { readonly ok: true; readonly profile: AgentProfile } | { readonly ok: false; readonly problems: StepProblem[] } {
  const result = agentProfileSchema.safeParse(values);
  return result.success ? { ok: true, profile: result.data } : { ok: false, problems: problemsOf(result.error.issues) };
}

/** The index of the first step that asks for one of these fields. */
export function stepOfField(field: AgentProfileField): number {
  const index = AGENT_WIZARD_STEPS.findIndex((_step, stepIndex) => fieldsOfStep(stepIndex).includes(field));
  return index === -1 ? 0 : index;
}

/** The form's values for a stored profile (editing from Profile Settings), or empty ones. */
export function agentProfileFormValues(stored: StoredAgentProfile | undefined): AgentProfileInput {
  if (!stored) return emptyAgentProfile();
  return {
    ...emptyAgentProfile(),
    ...stored,
    // Stored lists are plain strings; the form offers only today's specialties.
    specialties: AGENT_SPECIALTIES.filter((specialty) => stored.specialties.includes(specialty)),
    brokerageState: US_STATES.find((state) => state === stored.brokerageState) ?? '',
  };
}
