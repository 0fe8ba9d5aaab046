import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { registerAnswer, students } from '../testing/registers';
import { notTakenTuesday } from '../testing/reports';
import { NotTakenScreen } from './not-taken-screen';

function notTakenServer() {
  return mockFetch((path) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/attendance/not-taken') {
      const date = url.searchParams.get('date');
      if (date === '2026-11-21') return jsonResponse(200, { date, schoolDay: false, registers: [] });
      if (date === '2026-11-23') return jsonResponse(200, { date, schoolDay: true, registers: [] });
      return jsonResponse(200, notTakenTuesday);
    }
    if (url.pathname === '/api/attendance/register') return jsonResponse(200, registerAnswer(students(1), notTakenTuesday.registers[0]));
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

describe('NotTakenScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists today's registers not taken, each opening its roll call, and offers them as CSV", async () => {
    const fetchMock = notTakenServer();
    const { user } = renderWithProviders(<NotTakenScreen />);

    expect(screen.getByRole('heading', { name: 'Registers not taken', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Registers not taken on Tue, Nov 24, 2026' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/not-taken?date=2026-11-24', expect.anything());
    expect(screen.getByText('1 register not taken.')).toBeInTheDocument();
    expect(within(list).getByRole('listitem')).toHaveTextContent('Daily registerGrade 7 RizalNot taken yetTake register');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/attendance/not-taken?date=2026-11-24&format=csv',
    );

    await user.click(within(list).getByRole('button', { name: 'Take register' }));
    expect(await screen.findByRole('heading', { name: 'Daily register · Grade 7 Rizal', level: 2 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/register?sectionID=sec-1&date=2026-11-24', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Registers not taken' })).toBeInTheDocument();
  });

  it('says when every register of a day was taken, and when there was no school', async () => {
    notTakenServer();
    renderWithProviders(<NotTakenScreen />);
    await screen.findByRole('list', { name: /^Registers not taken on/ });

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-23' } });
    expect(await screen.findByText('Every register of this day has been taken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/attendance/not-taken?date=2026-11-23&format=csv',
    );

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText('No school on this day.')).toBeInTheDocument();
  });
});
