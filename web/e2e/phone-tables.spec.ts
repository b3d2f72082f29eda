import { adminTexts, attorneyTexts, authTexts, documentsTexts, paths, showingsTexts } from '@estatekey/domain';
import type { Locator, Page } from '@playwright/test';

import { expect, type PersonaName, test } from './fixtures';
import { toast } from './support/page-checks';

/** WCAG 2.5.5 touch target, as the theme applies it on phones (web/src/theme/customizations/inputs.ts). */
const TOUCH_TARGET_PX = 44;
const PHONE = { width: 360, height: 740 };

interface TablePage {
  readonly persona: PersonaName;
  readonly path: string;
  /** Brings the page's list into view (e.g. picks the table view) and returns the list. */
  readonly openList: (page: Page) => Promise<Locator>;
  /** The name of the table's own region, which scrolls sideways. */
  readonly region: string;
  /** The first cell of the first body row. */
  readonly firstCell: (list: Locator) => Locator;
  /** A sample of the page's main controls a finger has to hit. */
  readonly controls: (page: Page, list: Locator) => Locator[];
}

const tableRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const firstBodyCell = (table: Locator) => table.locator('tbody tr').first().locator('td').first();

const TABLE_PAGES: readonly TablePage[] = [
  {
    persona: 'avery',
    path: paths.attorneyDashboard,
    openList: async (page) => page.getByRole('table', { name: attorneyTexts.dashboard.casesTableLabel }),
    region: attorneyTexts.dashboard.casesTableLabel,
    firstCell: firstBodyCell,
    controls: (_page, table) => [table.getByRole('link', { name: attorneyTexts.viewDetails }).first()],
  },
  {
    persona: 'avery',
    path: '/documents',
    openList: async (page) => {
      await page.getByRole('button', { name: documentsTexts.tableView }).click();
      return page.getByRole('table', { name: documentsTexts.title });
    },
    region: documentsTexts.title,
    firstCell: firstBodyCell,
    controls: (page, table) => [
      page.getByRole('button', { name: documentsTexts.tableView }),
      table.locator('tbody tr').first().getByRole('button').first(),
    ],
  },
  {
    persona: 'aaron',
    path: '/schedule-showing',
    openList: async (page) => page.getByRole('table').first(),
    region: showingsTexts.title,
    firstCell: firstBodyCell,
    controls: (page, table) => [
      page.getByRole('button', { name: showingsTexts.scheduleButton }),
      page.getByRole('button', { name: showingsTexts.listView }),
      table.locator('tbody tr').first().getByRole('button', { name: showingsTexts.edit }),
    ],
  },
  {
    persona: 'aaron',
    path: '/agent-documents',
    openList: async (page) => page.getByRole('table', { name: documentsTexts.agent.title }),
    region: documentsTexts.agent.title,
    firstCell: firstBodyCell,
    controls: (_page, table) => [table.locator('tbody tr').first().getByRole('button').first()],
  },
];

/** Scrolls the list's region all the way right; its first column must still be on screen, at the region's left edge. */
async function expectFirstColumnKept(scroller: Locator, firstCell: Locator): Promise<void> {
  // Polled: a list that reloads shows its spinner for a moment, and the region is measured again once it is back.
  await expect
    .poll(
      () =>
        scroller.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
          return element.scrollLeft;
        }),
      { message: 'the list fits 360 px without scrolling: nothing to keep in view' },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const [region, cell] = await Promise.all([scroller.boundingBox(), firstCell.boundingBox()]);
      if (!region || !cell) return false;
      // The region's own border (an outlined table) may sit between its edge and the cell.
      const offset = Math.round(cell.x - region.x);
      return offset >= 0 && offset <= 1;
    })
    .toBe(true);
  await expect(firstCell).toBeInViewport();
}

/**
 * The page is no wider than the phone. Compared with the phone's width, not the document's client width: a phone
 * (isMobile) widens its layout viewport to a page that overflows, and fixed elements such as the toast stack follow
 * that wider viewport off the screen.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The toast reading `text` lies inside the window once it has slid in. The pointer rests on it first, as a person
 * reading it would: notistack pauses its two-second hide timer then, so a slow start of the page cannot make the toast
 * leave before it is measured (and Playwright's hover waits for the slide-in to end).
 */
async function expectToastInsideWindow(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await shown.hover();
  const inside = await shown.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= document.documentElement.clientWidth;
  });
  expect(inside, `the toast "${text}" lies inside the window`).toBe(true);
}

async function expectTouchTargets(controls: Locator[]): Promise<void> {
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box?.height, `${control.toString()} is too small to tap`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(box?.width, `${control.toString()} is too small to tap`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
}

test.describe('wide tables on a 360 px wide phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const tablePage of TABLE_PAGES) {
    test(`${tablePage.path} (${tablePage.persona}): no page scroll, first column kept, controls big enough to tap`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(tablePage.persona);
      await expectToastInsideWindow(page, authTexts.loginSuccess);
      await expectNoSidewaysScroll(page);
      await page.goto(tablePage.path);
      const list = await tablePage.openList(page);
      await expect(tablePage.firstCell(list)).toBeVisible();

      await expectNoSidewaysScroll(page);
      await expectFirstColumnKept(tableRegion(page, tablePage.region), tablePage.firstCell(list));
      await expectNoSidewaysScroll(page);
      await expectTouchTargets(tablePage.controls(page, list));
    });
  }

  test('/manage-clients (ada): every user is a card, no page scroll, buttons and pager big enough to tap', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ada');
    await page.goto('/manage-clients');
    const list = page.getByRole('list', { name: adminTexts.users.gridLabel });
    // The newest users come first (in a full run, the accounts other tests registered): any card will do.
    const card = list.getByRole('listitem').first();
    await expect(card).toBeVisible();
    // The phone gets cards, not the grid (nor its download).
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    const cardBox = await card.boundingBox();
    expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= PHONE.width, 'the card fits the phone').toBe(true);
    await expectTouchTargets([
      card.getByRole('button', { name: adminTexts.users.changeRole }),
      page.getByRole('button', { name: adminTexts.previousPage }),
      page.getByRole('button', { name: adminTexts.nextPage }),
    ]);
  });

  test('the attorney dashboard holds at 200 % text zoom', async ({ page, signInAs }) => {
    await signInAs('avery');
    await page.goto(paths.attorneyDashboard);
    const table = page.getByRole('table', { name: attorneyTexts.dashboard.casesTableLabel });
    await expect(firstBodyCell(table)).toBeVisible();
    // Browser text zoom scales the root font size, and MUI sizes its type and spacing in rem from it, so doubling the
    // root font size is a fair stand-in for 200 % text zoom.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expectFirstColumnKept(tableRegion(page, attorneyTexts.dashboard.casesTableLabel), firstBodyCell(table));
    await expectNoSidewaysScroll(page);
  });
});

test.describe('toasts on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sign-in toast lies inside the window', async ({ page, signInAs }) => {
    await signInAs('avery');
    await expectToastInsideWindow(page, authTexts.loginSuccess);
  });
});
