// What the fee screens' browser tests share: money as the screens show it, the browser's days,
// and the layout and accessibility check of a screen as it is now.
import { expectAccessible } from './axe.mjs';
import { expectLaidOut } from './layout.mjs';

/** Centavos as the screens show money: 1850050 → `₱18,500.50`. */
export function pesos(centavos) {
  const sign = centavos < 0 ? '-' : '';
  const amount = Math.abs(centavos);
  const whole = String(Math.trunc(amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${whole}.${String(amount % 100).padStart(2, '0')}`;
}

/** The browser's own day, `YYYY-MM-DD`. */
export function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` of the day `days` after `ymd`. */
export function addDays(ymd, days) {
  const day = new Date(`${ymd}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Fails with what the layout or axe finds wrong with `screen` as it is now. */
export async function expectWellMade(page, screen) {
  await expectLaidOut(page, screen);
  await expectAccessible(page, screen);
}
