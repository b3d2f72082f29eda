import {
  pageTitleTexts,
  pagesTexts,
  PLAN_LABELS,
  PLANS,
  publicPagesTexts,
  REQUIRED_DOCUMENTS_BY_CASE_TYPE,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAppAt } from '../../../test/render-app';
import { signedOut } from '../../../test/sessions';

const { solutions, about, resources, faq } = publicPagesTexts;

/** Every heading level in document order: none may skip a level. */
function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

function expectHeadingsInOrder() {
  const levels = headingLevels();
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

async function openPage(path: string) {
  const view = renderAppAt(path, signedOut);
  expect(await screen.findByRole('heading', { level: 1, name: pageTitleTexts[path] })).toBeInTheDocument();
  return view;
}

describe('the public site pages', () => {
  it.each(['/solutions', '/pricing', '/resources', '/faq'])(
    '%s has the landing page’s nav and footer and headings in order',
    async (path) => {
      await openPage(path);
      const nav = screen.getByRole('navigation', { name: /main/i });
      expect(within(nav).getByRole('link', { name: pagesTexts.nav.realtyApp })).toHaveAttribute('href', '/solutions');
      expect(within(nav).getByRole('link', { name: pagesTexts.nav.aboutUs })).toHaveAttribute('href', '/pricing');
      expect(within(nav).getByRole('link', { name: pagesTexts.nav.resources })).toHaveAttribute('href', '/resources');
      expect(screen.getByRole('link', { name: pagesTexts.footer.faq })).toHaveAttribute('href', '/faq');
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expectHeadingsInOrder();
    },
  );

  it('Realty App: each party with its call to action, and the landing page’s two modals', async () => {
    await openPage('/solutions');
    for (const audience of solutions.audiences) {
      expect(screen.getByRole('heading', { level: 3, name: audience.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: audience.cta })).toHaveAttribute('href', '/register');
    }
    for (const feature of solutions.features) {
      expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: pagesTexts.scheduleKeyPickup })).toHaveAttribute(
      'href',
      '/?intake=keyPickup',
    );
    expect(screen.getByRole('link', { name: pagesTexts.submitPropertyForSale })).toHaveAttribute(
      'href',
      '/?intake=propertyForSale',
    );
  });

  it('a modal link opens that modal on the landing page', async () => {
    const user = userEvent.setup();
    await openPage('/solutions');
    await user.click(screen.getByRole('link', { name: pagesTexts.scheduleKeyPickup }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('About Us: how the service works and the registration form’s plans', async () => {
    await openPage('/pricing');
    for (const step of about.howSteps) {
      expect(screen.getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
    }
    for (const plan of PLANS) {
      expect(screen.getByRole('heading', { level: 3, name: `${PLAN_LABELS[plan]} plan` })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: about.contactTitle })).toBeInTheDocument();
  });

  it('Resources: the guides, the documents checklist, the timelines and the not-legal-advice note', async () => {
    await openPage('/resources');
    expect(screen.getByText(resources.disclaimer)).toBeInTheDocument();
    for (const guide of resources.guides) {
      expect(screen.getByRole('heading', { level: 2, name: guide.title })).toBeInTheDocument();
    }
    const probate = screen.getByRole('heading', { level: 3, name: resources.probateChecklistTitle }).parentElement;
    if (!probate) throw new Error('No probate checklist');
    for (const document of REQUIRED_DOCUMENTS_BY_CASE_TYPE['Probate Real Estate']) {
      expect(within(probate).getByText(document.label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(resources.timelines.length + 1);
  });

  it('FAQ: filters the questions as you type and says when none match', async () => {
    const user = userEvent.setup();
    await openPage('/faq');
    const questions = () =>
      within(screen.getByRole('main'))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(questions()).toHaveLength(faq.questions.length);

    const search = screen.getByRole('searchbox', { name: faq.searchLabel });
    await user.type(search, 'invitation');
    expect(questions()).toEqual(['How do invitations work?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches');

    await user.click(screen.getByRole('button', { name: 'How do invitations work?' }));
    expect(screen.getByRole('region', { name: 'How do invitations work?' })).toHaveTextContent(/seven days/);

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText(faq.noMatch)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do invitations work?' })).not.toBeInTheDocument();
  });
});
