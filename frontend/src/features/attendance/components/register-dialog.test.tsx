import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { registerAnswer, registerServer, rizalDaily, students } from '../testing/registers';
import { RegisterDialog } from './register-dialog';

describe('RegisterDialog', () => {
  it("opens a register's roll call over the screen, named by its heading, and closes with 'Go back'", async () => {
    const fetchMock = registerServer(registerAnswer(students(2), { ...rizalDaily }));
    const onClose = vi.fn();
    const target = { ref: { kind: 'daily' as const, sectionID: 'sec-1', date: '2026-11-24' }, heading: 'Daily register · Grade 7 - Rizal' };
    const { user } = renderWithProviders(<RegisterDialog register={target} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Daily register · Grade 7 - Rizal' });
    expect(await within(dialog).findByRole('radiogroup', { name: 'Student01 Pupil' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Daily register · Grade 7 Rizal', level: 2 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/register?sectionID=sec-1&date=2026-11-24', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
