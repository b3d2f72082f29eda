import {
  commonTexts,
  NAVBAR_SOLID_AFTER_PX,
  pagesTexts,
  publicIntakeTexts,
  authTexts,
  webShellTexts,
} from '@estatekey/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderAppAt } from '../../../test/render-app';
import { signedOut } from '../../../test/sessions';

async function renderLanding() {
  const view = renderAppAt('/', signedOut);
  await screen.findByRole('heading', { level: 1, name: pagesTexts.hero.title });
  // The lazily loaded page's effects (the nav bar's scroll listener among them) run after the commit that showed it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('landing page', () => {
  afterEach(() => {
    scrollTo(0);
  });

  it('has the sections of the spec in heading order', async () => {
    await renderLanding();
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H1', pagesTexts.hero.title],
      ['H2', pagesTexts.whatWeOffer],
      ...pagesTexts.offers.map((offer) => ['H3', offer.title]),
      ['H2', pagesTexts.discoverHowWeCanHelp],
      ...pagesTexts.steps.map((step) => ['H3', step.title]),
      ['H2', pagesTexts.ctaTitle],
      ['H2', pagesTexts.footer.newsletterTitle],
    ]);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links the nav bar to the spec targets', async () => {
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: webShellTexts.mainNavigation });
    const hrefOf = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(pagesTexts.nav.realtyApp)).toBe('/solutions');
    expect(hrefOf(pagesTexts.nav.aboutUs)).toBe('/pricing');
    expect(hrefOf(pagesTexts.nav.resources)).toBe('/resources');
    expect(hrefOf(pagesTexts.nav.login)).toBe('/login');
    expect(hrefOf(pagesTexts.nav.register)).toBe('/register');
  });

  it('turns the nav bar solid only after scrolling past the threshold', async () => {
    await renderLanding();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-solid', 'false');
    scrollTo(NAVBAR_SOLID_AFTER_PX);
    expect(banner).toHaveAttribute('data-solid', 'false');
    scrollTo(NAVBAR_SOLID_AFTER_PX + 1);
    expect(banner).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(banner).toHaveAttribute('data-solid', 'false');
  });

  it('opens the slide-in menu with every nav link', async () => {
    const user = userEvent.setup();
    await renderLanding();
    await user.click(screen.getByRole('button', { name: commonTexts.openMenu }));
    const menu = await screen.findByRole('dialog', { name: webShellTexts.menu });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      pagesTexts.nav.realtyApp,
      pagesTexts.nav.aboutUs,
      pagesTexts.nav.resources,
      pagesTexts.nav.login,
      pagesTexts.nav.register,
    ]);
  });

  it('opens the key pickup and property dialogs from their buttons', async () => {
    const user = userEvent.setup();
    await renderLanding();

    await user.click(screen.getByRole('button', { name: pagesTexts.scheduleKeyPickup }));
    expect(await screen.findByRole('dialog', { name: publicIntakeTexts.appointment.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: commonTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: pagesTexts.submitPropertyForSale }));
    expect(await screen.findByRole('dialog', { name: publicIntakeTexts.property.title })).toBeInTheDocument();
  });

  it('sends Download Mobile App and Join Community to /register', async () => {
    const user = userEvent.setup();
    const { router } = await renderLanding();
    expect(screen.getByRole('link', { name: pagesTexts.joinCommunity })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: pagesTexts.downloadMobileApp }));
    await screen.findByRole('heading', { level: 1, name: authTexts.register.title });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('has a labelled newsletter box and the FAQ, Privacy and Terms links in the footer', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('textbox', { name: pagesTexts.footer.newsletterPlaceholder })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(footer).getByRole('button', { name: pagesTexts.footer.newsletterButton })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: pagesTexts.footer.faq })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: pagesTexts.footer.privacy })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: pagesTexts.footer.terms })).toHaveAttribute('href', '/terms');
  });
});
