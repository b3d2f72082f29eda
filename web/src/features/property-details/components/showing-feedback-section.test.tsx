import { showingSchema, showingsTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { usePropertyShowingFeedback, type ShowingWithFeedback } from '../../../data/showings/use-property-showings';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ShowingFeedbackSection } from './showing-feedback-section';

vi.mock('../../../data/showings/use-property-showings', () => ({ usePropertyShowingFeedback: vi.fn() }));

const text = showingsTexts.feedback;

function answered(id: string, date: string, feedback: ShowingWithFeedback['feedback']): ShowingWithFeedback {
  return {
    ...showingSchema.parse({
      id,
      agentId: 'agent-uid',
      propertyId: 'elm',
      propertyAddress: '12 Elm Street, Springfield, IL',
      ownerId: 'owner-uid',
      date,
      startTime: '10:00',
      endTime: '10:30',
      fullStartTime: `${date}T10:00`,
      fullEndTime: `${date}T10:30`,
      clientName: 'Buyer',
      createdAt: new Date('2026-01-10T09:00:00Z'),
    }),
    feedback,
  };
}

describe('ShowingFeedbackSection', () => {
  it('sums up the answers and lists each one with its comments', () => {
    vi.mocked(usePropertyShowingFeedback).mockReturnValue({
      status: 'success',
      data: [
        answered('s2', '2026-03-05', { interest: 4, priceOpinion: 'about-right', comments: 'Loved the garden.' }),
        answered('s1', '2026-03-01', { interest: 1, priceOpinion: 'too-high', comments: '' }),
      ],
    });
    renderWithProviders(<ShowingFeedbackSection propertyId="elm" admin={false} />);

    expect(screen.getByRole('heading', { name: text.title })).toBeVisible();
    expect(screen.getByText(text.summary(2, '2.5'))).toBeVisible();
    expect(screen.getByText('Too high: 1 · About right: 1 · Too low: 0')).toBeVisible();
    expect(screen.getByText('Loved the garden.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(usePropertyShowingFeedback).toHaveBeenCalledWith('elm', false);
  });

  it('says when no visitor has answered yet', () => {
    vi.mocked(usePropertyShowingFeedback).mockReturnValue({ status: 'success', data: [] });
    renderWithProviders(<ShowingFeedbackSection propertyId="elm" admin />);
    expect(screen.getByText(text.none)).toBeVisible();
  });
});
