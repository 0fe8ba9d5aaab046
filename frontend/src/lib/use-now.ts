import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The browser's clock, read again at the turn of every minute, so what depends on the time of
 * day (the lesson happening now, the date itself) moves on while a screen stays open.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    let everyMinute: ReturnType<typeof setInterval> | undefined;
    const atNextMinute = setTimeout(() => {
      tick();
      everyMinute = setInterval(tick, MINUTE);
    }, MINUTE - (Date.now() % MINUTE));
    return () => {
      clearTimeout(atNextMinute);
      clearInterval(everyMinute);
    };
  }, []);
  return now;
}
