/**
 * A whole number with thousands separators, as en-US writes it ("4,000"). Not `toLocaleString`: texts are built when
 * their module loads, and a page's first Intl format (number or date) loads ICU's data — 30–90 ms of main thread in
 * this Chromium, four times that on Lighthouse's phone — while /home formats nothing else with Intl.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
