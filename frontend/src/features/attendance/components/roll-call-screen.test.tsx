import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { mathematics, registerAnswer, registerServer, savedAnswer, savesOf, student, students } from '../testing/registers';
import type { RegisterAnswer } from '../types';
import { RollCallScreen } from './roll-call-screen';

const group = (name: string) => screen.getByRole('radiogroup', { name });
const radio = (name: string, code: string) => within(group(name)).getByRole('radio', { name: code });
const rowOf = (name: string) => group(name).closest('li') as HTMLElement;
const checkedIn = (name: string) => within(group(name)).getByRole('radio', { checked: true });

/** 40 students; Student03 has an excuse on file for the day, so starts excused. */
function classOfForty(): RegisterAnswer {
  const list = students(40);
  list[2] = student(3, { code: 'excused', excuse: 'Dentist appointment' });
  return registerAnswer(list);
}

function open() {
  return renderWithProviders(<RollCallScreen register={mathematics} onBack={vi.fn()} />);
}

describe('RollCallScreen', () => {
  it('names the register and starts everyone present, except a student excused by an excuse on file', async () => {
    const fetchMock = registerServer(classOfForty());
    open();

    expect(screen.getByRole('heading', { name: 'Mathematics · Grade 7 Rizal', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Tue, Nov 24, 2026 · 07:30 AM–08:20 AM · Not taken yet/)).toBeInTheDocument();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/attendance/register?scheduleID=sch-math&date=2026-11-24',
      expect.anything(),
    );

    expect(screen.getAllByRole('radiogroup')).toHaveLength(40);
    // Named in full; a phone shows their letters (P, L, A, E) instead.
    expect(within(group('Student01 Pupil')).getAllByRole('radio').map((each) => each.getAttribute('aria-label'))).toEqual([
      'Present',
      'Late',
      'Absent',
      'Excused',
    ]);
    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Present');
    expect(checkedIn('Student40 Pupil')).toHaveTextContent('Present');
    expect(checkedIn('Student03 Pupil')).toHaveTextContent('Excused');
    expect(within(rowOf('Student03 Pupil')).getByText('Excuse on file: Dentist appointment')).toBeInTheDocument();
    // Only the chosen code is reached by Tab.
    expect(checkedIn('Student01 Pupil')).toHaveAttribute('tabindex', '0');
    expect(radio('Student01 Pupil', 'Absent')).toHaveAttribute('tabindex', '-1');
    // A photo when there is one, the initials otherwise.
    expect(rowOf('Student01 Pupil').querySelector('img')).toHaveAttribute('src', '/api/files/photo-01.png');
    expect(rowOf('Student04 Pupil').querySelector('img')).toBeNull();
    expect(within(rowOf('Student04 Pupil')).getByText('SP')).toBeInTheDocument();
    expect(screen.getByText('39 present, 1 excused')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.queryByText('This register can no longer be changed; ask an administrator.')).not.toBeInTheDocument();
  });

  it('takes a 40-student register with two exceptions in three taps: Absent, Late, Save', async () => {
    const answer = classOfForty();
    const fetchMock = registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student05 Pupil', 'Absent'));
    await user.click(radio('Student09 Pupil', 'Late'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savesOf(fetchMock)).toEqual([
      {
        scheduleID: 'sch-math',
        date: '2026-11-24',
        marks: [
          { studentID: 's-03', code: 'excused', minutesLate: null, note: null },
          { studentID: 's-05', code: 'absent', minutesLate: null, note: null },
          { studentID: 's-09', code: 'late', minutesLate: null, note: null },
        ],
      },
    ]);
    expect(checkedIn('Student05 Pupil')).toHaveTextContent('Absent');
    expect(checkedIn('Student09 Pupil')).toHaveTextContent('Late');
    expect(screen.getByText('37 present, 1 late, 1 absent, 1 excused')).toBeInTheDocument();
    expect(screen.getByText(/Taken by Maria Santos/)).toBeInTheDocument();
  });

  it('sends the minutes late and a note when given', async () => {
    const answer = registerAnswer(students(3));
    const fetchMock = registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student02 Pupil', 'Late'));
    await user.type(within(rowOf('Student02 Pupil')).getByRole('spinbutton', { name: 'Minutes late' }), '12');
    await user.click(within(rowOf('Student03 Pupil')).getByRole('button', { name: 'Add note' }));
    const note = within(rowOf('Student03 Pupil')).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    await user.type(note, '  Left at 10 for the clinic  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(savesOf(fetchMock)[0].marks).toEqual([
      { studentID: 's-02', code: 'late', minutesLate: 12, note: null },
      { studentID: 's-03', code: 'present', minutesLate: null, note: 'Left at 10 for the clinic' },
    ]);
  });

  it('moves between students with ArrowUp and ArrowDown and sets codes with P, L, A and E', async () => {
    const answer = registerAnswer(students(4));
    registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student01 Pupil', 'Present'));
    expect(radio('Student01 Pupil', 'Present')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Student02 Pupil', 'Present')).toHaveFocus();
    await user.keyboard('a');
    expect(checkedIn('Student02 Pupil')).toHaveTextContent('Absent');
    expect(radio('Student02 Pupil', 'Absent')).toHaveFocus();
    await user.keyboard('{ArrowDown}l');
    expect(checkedIn('Student03 Pupil')).toHaveTextContent('Late');
    expect(within(rowOf('Student03 Pupil')).getByRole('spinbutton', { name: 'Minutes late' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}E');
    expect(checkedIn('Student04 Pupil')).toHaveTextContent('Excused');
    // Excused without an excuse on file opens the note it needs, leaving the focus on the codes.
    expect(within(rowOf('Student04 Pupil')).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(radio('Student04 Pupil', 'Excused')).toHaveFocus();
    // The last student stays focused; going up reaches the previous student's chosen code.
    await user.keyboard('{ArrowDown}');
    expect(radio('Student04 Pupil', 'Excused')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(radio('Student02 Pupil', 'Absent')).toHaveFocus();
    await user.keyboard('p');
    expect(checkedIn('Student02 Pupil')).toHaveTextContent('Present');
    // ArrowRight and ArrowLeft step through one student's codes.
    await user.keyboard('{ArrowRight}');
    expect(checkedIn('Student02 Pupil')).toHaveTextContent('Late');
    expect(radio('Student02 Pupil', 'Late')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checkedIn('Student02 Pupil')).toHaveTextContent('Excused');
    expect(screen.getByText('1 late, 2 excused', { exact: false })).toBeInTheDocument();
  });

  it("'Mark all present' keeps the students excused by an excuse on file", async () => {
    const answer = registerAnswer(
      [
        student(1, { code: 'absent' }),
        student(2, { code: 'late', minutesLate: 5 }),
        student(3, { code: 'excused', excuse: 'Dentist appointment' }),
        student(4, { code: 'excused', note: 'Family emergency' }),
      ],
      { taken: true, takenAt: '2026-11-24T07:41:02Z', takenBy: 'Maria Santos' },
    );
    const fetchMock = registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });
    expect(within(rowOf('Student04 Pupil')).getByRole('textbox', { name: 'Note' })).toHaveValue('Family emergency');

    await user.click(screen.getByRole('button', { name: 'Mark all present' }));

    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Present');
    expect(checkedIn('Student02 Pupil')).toHaveTextContent('Present');
    expect(checkedIn('Student03 Pupil')).toHaveTextContent('Excused');
    expect(checkedIn('Student04 Pupil')).toHaveTextContent('Present');
    expect(screen.getByText('3 present, 1 excused')).toBeInTheDocument();
    expect(savesOf(fetchMock)).toEqual([]);
  });

  it('asks for the reason of an excused absence without an excuse on file before saving', async () => {
    const answer = registerAnswer(students(2));
    const fetchMock = registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student02 Pupil', 'Excused'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(rowOf('Student02 Pupil')).getByText('Give the reason for the excused absence.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Student02 Pupil')).getByRole('textbox', { name: 'Note' })).toHaveFocus());
    expect(savesOf(fetchMock)).toEqual([]);
    await user.type(within(rowOf('Student02 Pupil')).getByRole('textbox', { name: 'Note' }), 'Fever');
    expect(screen.queryByText('Give the reason for the excused absence.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(savesOf(fetchMock)[0].marks).toEqual([{ studentID: 's-02', code: 'excused', minutesLate: null, note: 'Fever' }]);
  });

  it('says what the minutes late need only once a save was tried, then as they change', async () => {
    const answer = registerAnswer(students(2));
    const fetchMock = registerServer(answer);
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student01 Pupil', 'Late'));
    const minutes = within(rowOf('Student01 Pupil')).getByRole('spinbutton', { name: 'Minutes late' });
    await user.type(minutes, '0');
    expect(screen.queryByText('Enter whole minutes from 1 to 600.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(rowOf('Student01 Pupil')).getByText('Enter whole minutes from 1 to 600.')).toBeInTheDocument();
    expect(screen.getByText('Some marks need a look before the register can be saved.')).toBeInTheDocument();
    expect(savesOf(fetchMock)).toEqual([]);
    await user.clear(minutes);
    await user.type(minutes, '7');
    expect(screen.queryByText('Enter whole minutes from 1 to 600.')).not.toBeInTheDocument();
    await user.type(minutes, '00');
    expect(within(rowOf('Student01 Pupil')).getByText('Enter whole minutes from 1 to 600.')).toBeInTheDocument();
    await user.type(minutes, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(savesOf(fetchMock)[0].marks).toEqual([{ studentID: 's-01', code: 'late', minutesLate: 7, note: null }]);
    expect(screen.queryByText('Some marks need a look before the register can be saved.')).not.toBeInTheDocument();
  });

  it('keeps every mark when a save fails, shows why, and saves them with Retry', async () => {
    const answer = registerAnswer(students(3));
    let refuse = true;
    const fetchMock = registerServer(answer, {
      onSave: (sent) => {
        if (refuse) {
          refuse = false;
          return jsonResponse(503, { message: 'The database is busy; try again.' });
        }
        return jsonResponse(200, savedAnswer(answer, sent.marks));
      },
    });
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student01 Pupil', 'Absent'));
    await user.click(radio('Student03 Pupil', 'Late'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The register was not saved');
    expect(alert).toHaveTextContent('The database is busy; try again.');
    expect(screen.queryByText('Register saved.')).not.toBeInTheDocument();
    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Absent');
    expect(checkedIn('Student03 Pupil')).toHaveTextContent('Late');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const saves = savesOf(fetchMock);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual(saves[0]);
    expect(saves[1].marks.map((mark) => [mark.studentID, mark.code])).toEqual([
      ['s-01', 'absent'],
      ['s-03', 'late'],
    ]);
  });

  it('disables Save while saving, so a double click saves once', async () => {
    const answer = registerAnswer(students(2));
    const held = deferred<Response>();
    const fetchMock = registerServer(answer, { onSave: () => held.promise });
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Student01 Pupil' });

    await user.click(radio('Student01 Pupil', 'Absent'));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    expect(save).toBeDisabled();
    await user.click(save);
    held.resolve(jsonResponse(200, savedAnswer(answer, savesOf(fetchMock)[0].marks)));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(savesOf(fetchMock)).toHaveLength(1);
  });

  it('shows a register past its edit window read-only', async () => {
    const answer = registerAnswer(
      [student(1, { code: 'absent', note: 'No word from home' }), student(2, { code: 'late', minutesLate: 15 })],
      { canEdit: false, editableUntil: '2026-12-01', taken: true, takenAt: '2026-11-24T07:41:02Z', takenBy: 'Maria Santos' },
    );
    const fetchMock = registerServer(answer);
    const { user } = open();

    expect(await screen.findByText('This register can no longer be changed; ask an administrator.')).toBeInTheDocument();
    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Absent');
    expect(within(rowOf('Student01 Pupil')).getByText('Note: No word from home')).toBeInTheDocument();
    expect(within(rowOf('Student02 Pupil')).getByText('Minutes late: 15')).toBeInTheDocument();
    expect(radio('Student01 Pupil', 'Present')).toHaveAttribute('aria-disabled', 'true');
    expect(group('Student01 Pupil')).toHaveAttribute('aria-readonly', 'true');
    for (const name of ['Save', 'Mark all present', 'Add note']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(radio('Student01 Pupil', 'Present'));
    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Absent');
    await user.keyboard('p{ArrowRight}');
    expect(checkedIn('Student01 Pupil')).toHaveTextContent('Absent');
    expect(savesOf(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal when the register cannot be opened", async () => {
    mockFetch(() => jsonResponse(403, { message: 'You cannot take this register.' }));
    open();

    expect(await screen.findByText('You cannot take this register.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
