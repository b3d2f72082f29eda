import { describe, expect, it } from 'vitest';

import { CASE_STAGES, CASE_STAGE_STATUSES } from '../case/case';
import { attorneyTexts } from './attorney-texts';

const { stages } = attorneyTexts;

describe('attorney workspace texts', () => {
  it('give every case stage its own one-line "what happens next"', () => {
    const lines = CASE_STAGES.map((stage) => stages.nextSteps[stage]);
    expect(new Set(lines).size).toBe(CASE_STAGES.length);
    for (const line of lines) {
      expect(line.length).toBeGreaterThan(20);
      expect(line).not.toContain('\n');
    }
  });

  it('tell the client a completed stage is done, and what is next for the others', () => {
    for (const stage of CASE_STAGES) {
      for (const status of CASE_STAGE_STATUSES) {
        const line = stages.nextStepFor(stage, status);
        expect(line).toBe(status === 'Complete' ? 'Done.' : stages.nextSteps[stage]);
      }
    }
  });
});
