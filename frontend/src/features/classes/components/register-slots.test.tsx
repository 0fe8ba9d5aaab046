import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminNavigationContext, type RegisterActionsProps } from '@/lib/admin-navigation';
import { renderWithProviders } from '@/testing/test-utils';
import { useDetachedAddress } from '@/lib/screen-address';
import { aSection, aSectionDetail, aSubject, fakeClassServer, maria } from '../testing/classes';
import { ClassesScreen } from './classes-screen';

const grade7 = { _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [] };
const mathRef = { _id: 'sub-1', subjectID: 'sub-1', subject: 'Mathematics', teacher: 't-1', teacherName: 'Maria Santos' };
const rizal = aSection({ _id: 'sec-1', section: 'Rizal', subjects: [mathRef] });
const monday = { _id: 'sch-1', subject: 'sub-1', day: 'Monday', startTime: '08:00 AM', endTime: '09:00 AM' };

/** Stands in for attendance's 'Take register': says which class it was given, and opens. */
function RegisterActions({ place, onOpen }: RegisterActionsProps) {
  return (
    <button type="button" onClick={onOpen}>
      {place.kind === 'section' ? `Registers of ${place.name}` : `Registers of ${place.name}, ${place.section}, ${place.schedules.length} lessons`}
    </button>
  );
}

describe("'Take register' on the admin's class screens", () => {
  beforeEach(() => {
    useDetachedAddress.setState({ rest: ['levels', 'l-7', 'sections', 'sec-1'] });
    fakeClassServer({
      '/api/admins/get-section': () => ({ section: aSectionDetail(rizal), level: grade7, teacher: maria, adviser: maria }),
      '/api/admins/get-subject': () => aSubject({ _id: 'sub-1', subject: 'Mathematics', schedules: [monday] }),
      '/api/admins/get-teachers': () => ({ teachers: [maria], total: 1 }),
    });
  });

  it("offers the section's daily register on Edit section, and each lesson's in the subject panel, which closes as one opens", async () => {
    const { user } = renderWithProviders(
      <AdminNavigationContext.Provider value={{ RegisterActions }}>
        <ClassesScreen />
      </AdminNavigationContext.Provider>,
    );

    expect(await screen.findByRole('heading', { name: 'Daily register', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registers of Grade 7 - Rizal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Mathematics' }));
    const panel = await screen.findByRole('dialog', { name: 'Mathematics' });
    expect(within(panel).getByRole('heading', { name: 'Lesson register', level: 4 })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Registers of Mathematics, Grade 7 - Rizal, 1 lessons' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mathematics' })).not.toBeInTheDocument());
  });

  it('offers nothing where no attendance feature lends it (a screen shown alone)', async () => {
    renderWithProviders(<ClassesScreen />);

    expect(await screen.findByRole('heading', { name: 'Subjects', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daily register' })).not.toBeInTheDocument();
  });
});
