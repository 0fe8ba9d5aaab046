// Days and registers for the attendance browser tests: dates as the screens write them, and a
// register the teacher may still take, made to exist when the calendar has none at hand.

/** `date` as `YYYY-MM-DD` by this machine's clock, as the browser and the server read it. */
export function isoDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `back` days before today. */
export function daysAgo(back) {
  const date = new Date();
  date.setDate(date.getDate() - back);
  return isoDay(date);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Wed, Nov 25, 2026", as the screens write a `YYYY-MM-DD` day (src/lib/dates.ts). */
export function longDay(ymd) {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return `${WEEKDAYS[date.getDay()].slice(0, 3)}, ${MONTHS[month - 1].slice(0, 3)} ${day}, ${year}`;
}

/** "Wednesday 25 November 2026", as the server words a day in its notices (an absence alert). */
export function noticeDay(ymd) {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return `${WEEKDAYS[date.getDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The query string naming a register, as the roll call asks for it. */
export function registerQuery(register) {
  const params = new URLSearchParams(
    register.kind === 'lesson' ? { scheduleID: register.scheduleID } : { sectionID: register.sectionID },
  );
  params.set('date', register.date);
  return params.toString();
}

/**
 * The latest register of the teacher's, today or up to `days` days back, that they may still
 * change, `wanted` accepts and whose roll call `onRoll` accepts (a lesson's before a daily one
 * when a day has both); null when there is none.
 */
export async function editableRegister(teacher, days, wanted = () => true, onRoll = () => true) {
  for (let back = 0; back <= days; back += 1) {
    const day = await teacher.get(`/api/attendance/today?date=${daysAgo(back)}`);
    if (!day.schoolDay) continue;
    const ordered = [...day.registers.filter((r) => r.kind === 'lesson'), ...day.registers.filter((r) => r.kind === 'daily')];
    for (const register of ordered.filter(wanted)) {
      const roll = await teacher.get(`/api/attendance/register?${registerQuery(register)}`);
      if (roll.register.canEdit && onRoll(roll)) return register;
    }
  }
  return null;
}

/**
 * A roll-call check for `editableRegister`: `studentId` is on the roll with no excuse on file and
 * a mark `fresh` accepts, so that marking them absent is news to them and their guardians.
 */
export function absenceIsNews(studentId, fresh) {
  return (roll) => {
    const mark = roll.students.find((student) => student._id === studentId);
    return Boolean(mark && !mark.excuse && fresh(mark));
  };
}

/**
 * A register the teacher may take that `wanted` and `onRoll` accept, within the week's edit window, else
 * within the year so far (letting teachers change a year's registers, as an administrator may:
 * a long break can leave no school day within the week), else after starting the current year
 * four weeks earlier (before its first school day has passed: the April–May break, early June).
 */
export async function registerToTake(admin, teacher, wanted = () => true, onRoll = () => true) {
  const settings = await admin.get('/api/admins/attendance-settings');
  let register = await editableRegister(teacher, settings.editDays, wanted, onRoll);
  if (!register) {
    await admin.post('/api/admins/attendance-settings', { ...settings, editDays: 365 });
    register = await editableRegister(teacher, 365, wanted, onRoll);
  }
  if (!register) {
    const { year } = await admin.get('/api/calendar/current');
    await admin.post('/api/admins/update-school-year', {
      id: year._id,
      name: year.name,
      firstDay: daysAgo(28),
      lastDay: year.lastDay,
    });
    register = await editableRegister(teacher, 28, wanted, onRoll);
  }
  return register;
}
