import type { Locator } from '@playwright/test';

/** Types a 12-hour time into an MUI X time field, section by section (hours, minutes, AM/PM). */
export async function typeTime(scope: Locator, label: string, hours: string, minutes: string, meridiem: 'AM' | 'PM') {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Hours' }).click();
  await scope.page().keyboard.type(`${hours}${minutes}${meridiem.charAt(0)}`);
}
