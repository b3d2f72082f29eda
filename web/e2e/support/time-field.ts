import type { Locator } from '@playwright/test';

/** Types a date (YYYY-MM-DD) into an MUI X date field, section by section (month by its number, day, year). */
export async function typeDate(scope: Locator, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await scope.page().keyboard.type(`${month}${day}${year}`);
}

/** Types a 12-hour time into an MUI X time field, section by section (hours, minutes, AM/PM). */
export async function typeTime(scope: Locator, label: string, hours: string, minutes: string, meridiem: 'AM' | 'PM') {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Hours' }).click();
  await scope.page().keyboard.type(`${hours}${minutes}${meridiem.charAt(0)}`);
}
