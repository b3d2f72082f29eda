import { publicPagesTexts } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';

import { filterFaq } from './faq-search';

const questions = publicPagesTexts.faq.questions;

describe('filterFaq', () => {
  it('keeps every question for an empty or blank search', () => {
    expect(filterFaq(questions, '')).toHaveLength(questions.length);
    expect(filterFaq(questions, '   ')).toHaveLength(questions.length);
  });

  it('matches words in the question or the answer, in any case and order', () => {
    expect(filterFaq(questions, 'KEY pickup').map((entry) => entry.question)).toContain(
      'What does a key pickup involve?',
    );
    expect(filterFaq(questions, 'seven days').map((entry) => entry.question)).toEqual(['How do invitations work?']);
  });

  it('needs every word: one word that is nowhere leaves nothing', () => {
    expect(filterFaq(questions, 'invitation zebra')).toEqual([]);
  });
});
