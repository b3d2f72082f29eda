import { describe, expect, it } from 'vitest';
import { SALE_PRESET_KEYS, SALE_STEP_KEYS } from './sale-keys';
import { POST_CLOSING_STEPS, SALE_PRESET_OPTIONS, SALE_PRESETS } from './sale-presets';
import { saleRoutes } from './sale-routes';
import { saleTexts } from './sale-texts';
import * as domain from '../index';

describe('sale authority presets', () => {
  it.each(SALE_PRESET_KEYS)('%s starts with letters, closes, keeps the step order and carries the note', (key) => {
    const preset = SALE_PRESETS[key];
    const steps = preset.steps.map((step) => step.key);
    expect(preset.key).toBe(key);
    expect(steps[0]).toBe('letters');
    expect(steps).toContain('closing');
    expect(steps).toEqual([...steps].sort((a, b) => SALE_STEP_KEYS.indexOf(a) - SALE_STEP_KEYS.indexOf(b)));
    expect(steps.slice(steps.indexOf('closing') + 1).every((step) => POST_CLOSING_STEPS.includes(step))).toBe(true);
    expect(preset.note).toBe(saleTexts.attorneyConfirmsPath);
    expect(preset.label).toBe(saleTexts.presets[key].label);
    expect(preset.lettersFreshnessDays).toBeGreaterThanOrEqual(60);
    expect(preset.lettersFreshnessDays).toBeLessThanOrEqual(90);
  });

  it('carries the statutes the issue names', () => {
    const citation = (key: keyof typeof SALE_PRESETS, step: string) =>
      SALE_PRESETS[key].steps.find((entry) => entry.key === step)?.citation;
    expect(citation('ca-iaea-full', 'notice')).toBe('Cal. Prob. Code §10586');
    expect(SALE_PRESETS['ca-iaea-full'].noticeDays).toBe(15);
    expect(citation('ca-court-confirmation', 'confirmation')).toContain('10311');
    expect(citation('ca-court-confirmation', 'offer')).toBe('Cal. Prob. Code §10309');
    expect(citation('tx-dependent', 'reportOfSale')).toBe('Tex. Est. Code §356.551');
    expect(SALE_PRESETS['tx-dependent'].reportOfSaleDays).toBe(30);
  });

  it('puts the hearing, the order and the floor where the law does', () => {
    const flags = Object.fromEntries(
      SALE_PRESET_KEYS.map((key) => {
        const { confirmationHearing, courtOrder, appraisalFloor, noticeDays, reportOfSaleDays } = SALE_PRESETS[key];
        return [key, { confirmationHearing, courtOrder, appraisalFloor, noticeDays, reportOfSaleDays }];
      }),
    );
    expect(flags).toEqual({
      'ca-iaea-full': {
        confirmationHearing: false,
        courtOrder: false,
        appraisalFloor: true,
        noticeDays: 15,
        reportOfSaleDays: null,
      },
      'ca-court-confirmation': {
        confirmationHearing: true,
        courtOrder: false,
        appraisalFloor: true,
        noticeDays: null,
        reportOfSaleDays: null,
      },
      'ca-conservatorship': {
        confirmationHearing: true,
        courtOrder: false,
        appraisalFloor: true,
        noticeDays: null,
        reportOfSaleDays: null,
      },
      'tx-independent': {
        confirmationHearing: false,
        courtOrder: false,
        appraisalFloor: false,
        noticeDays: null,
        reportOfSaleDays: null,
      },
      'tx-dependent': {
        confirmationHearing: false,
        courtOrder: true,
        appraisalFloor: false,
        noticeDays: null,
        reportOfSaleDays: 30,
      },
      'court-confirmation': {
        confirmationHearing: true,
        courtOrder: false,
        appraisalFloor: false,
        noticeDays: null,
        reportOfSaleDays: null,
      },
    });
    expect(SALE_PRESET_OPTIONS.map((option) => option.value)).toEqual([...SALE_PRESET_KEYS]);
  });

  it('has a label for every step, state and status shown', () => {
    expect(Object.keys(saleTexts.steps).sort()).toEqual([...SALE_STEP_KEYS].sort());
  });
});

describe('sale routes', () => {
  it('hold the exact paths other clients depend on', () => {
    expect(Object.values(saleRoutes).map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/properties/:id/sale',
      'PUT /api/properties/:id/sale-authority',
      'POST /api/properties/:id/sale-authority/objections',
      'POST /api/properties/:id/offers',
      'PUT /api/properties/:id/offers/:offerId',
      'PUT /api/properties/:id/sale-hearing',
    ]);
  });

  it('are in the served route table', () => {
    const served = Object.values(domain.apiRoutes).map((route) => `${route.method} ${route.path}`);
    for (const route of Object.values(saleRoutes)) expect(served).toContain(`${route.method} ${route.path}`);
  });

  it('judge the authority dates against the server day', () => {
    const schema = saleRoutes.setSaleAuthority.bodyFor({ today: '2026-03-10', role: 'Attorney' });
    expect(schema.safeParse({ preset: 'tx-dependent', lettersIssuedOn: '2026-03-10' }).success).toBe(true);
    expect(schema.safeParse({ preset: 'tx-dependent', lettersIssuedOn: '2026-03-11' }).success).toBe(false);
  });

  it('is exported with its texts from the domain package', () => {
    expect(domain.saleTexts).toBe(saleTexts);
    expect(domain.saleState).toBeTypeOf('function');
  });
});
