import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_DEFAULT_PASSWORD, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { blankLearnerPayload, bodyOf, educationApi, juan, recordOf } from '../testing/students';
import { CreateStudentScreen } from './create-student-screen';

const NO_SECTION = 'No section yet for this level, please create atleast one section first to continue.';
const select = (name: string) => screen.getByRole('combobox', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const createButton = () => button('Create new Student');

async function chooseEducation(user: UserEvent, level = 'Grade 7') {
  await screen.findByRole('option', { name: 'Junior High School' });
  await user.selectOptions(select('Category'), 'Junior High School');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  await user.selectOptions(select('Level'), level);
  await user.click(screen.getByRole('button', { name: 'Select' }));
}

/** Pasting instead of typing keeps these long forms fast under jsdom. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Lea');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Salonga');
  await fill(user, screen.getByLabelText(/Birth date/), '2011-02-03');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'lea@school.test');
  await fill(user, screen.getByRole('textbox', { name: 'Home address' }), '1 Mabini St.');
  await fill(user, screen.getByRole('textbox', { name: 'Parent first name' }), 'Rosa');
  await fill(user, screen.getByRole('textbox', { name: 'Parent last name' }), 'Salonga');
  await fill(user, screen.getByRole('textbox', { name: 'Relationship' }), 'Mother');
}

// Long forms under jsdom are slow, more so when the whole suite runs in parallel.
describe('CreateStudentScreen', () => {
  it('enables only the active chooser step and offers "Create new Student" only at the section step', async () => {
    mockFetch(educationApi(() => jsonResponse(404, { message: 'unexpected' })));
    const { user } = renderWithProviders(<CreateStudentScreen />);

    await screen.findByRole('option', { name: 'Junior High School' });
    expect(select('Category')).toBeEnabled();
    expect(select('Level')).toBeDisabled();
    expect(select('Section')).toBeDisabled();
    expect(button('Select')).toBeDisabled();
    expect(button('Back')).not.toBeInTheDocument();
    expect(createButton()).not.toBeInTheDocument();

    await user.selectOptions(select('Category'), 'Junior High School');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(select('Category')).toBeDisabled();
    expect(select('Level')).toBeEnabled();
    expect(select('Section')).toBeDisabled();
    expect(createButton()).not.toBeInTheDocument();
    expect(within(select('Level')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a level',
      'Grade 7',
      'Grade 8',
    ]);

    await user.selectOptions(select('Level'), 'Grade 7');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(select('Level')).toBeDisabled();
    expect(select('Section')).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Create new Student' })).toBeInTheDocument();
    expect(button('Select')).not.toBeInTheDocument();
    expect(screen.queryByText(NO_SECTION)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(select('Level')).toBeEnabled();
    expect(createButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(select('Category')).toBeEnabled();
    expect(select('Level')).toBeDisabled();
  });

  it('says a level without sections needs one first, and offers no create button', async () => {
    mockFetch(educationApi(() => jsonResponse(404, { message: 'unexpected' })));
    const { user } = renderWithProviders(<CreateStudentScreen />);

    await chooseEducation(user, 'Grade 8');

    expect(await screen.findByText(NO_SECTION)).toBeInTheDocument();
    expect(createButton()).not.toBeInTheDocument();
  });

  it('names every missing required field beside it and sends nothing', async () => {
    const fetchMock = mockFetch(educationApi(() => jsonResponse(500, { message: 'should not be called' })));
    const { user } = renderWithProviders(<CreateStudentScreen />);
    await chooseEducation(user);

    await user.click(await screen.findByRole('button', { name: 'Create new Student' }));

    for (const message of [
      'Enter the first name.',
      'Enter the last name.',
      'Enter the birth date.',
      'Enter an email address.',
      'Enter the home address.',
      "Enter the parent or guardian's first name.",
      "Enter the parent or guardian's last name.",
      'Enter the relationship.',
      'Choose a section for this level.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Parent email and phone are optional when creating.
    expect(screen.queryByText('Enter the phone number.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Parent phone' })).not.toHaveAttribute('aria-invalid', 'true');
    const posted = fetchMock.mock.calls.filter(([path]) => String(path).includes('create-student'));
    expect(posted).toHaveLength(0);
  });

  it('shows the server’s default password, creates the account in the chosen section, alerts and resets', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch(educationApi(() => jsonResponse(201, recordOf(juan))));
    const { user } = renderWithProviders(<CreateStudentScreen />);

    expect(screen.getByLabelText('Default password')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Default password')).toHaveValue(SERVER_DEFAULT_PASSWORD));
    await fillRequired(user);
    await chooseEducation(user);
    await user.selectOptions(select('Section'), 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Successfully created student account!'));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-student');
    expect(bodyOf(call?.[1])).toEqual({
      first_name: 'Lea',
      middle_name: null,
      last_name: 'Salonga',
      email: 'lea@school.test',
      address: '1 Mabini St.',
      image: null,
      birthdate: '2011-02-03',
      parent_fName: 'Rosa',
      parent_mName: null,
      parent_lName: 'Salonga',
      parent_email: null,
      phone: null,
      relationship: 'Mother',
      categoryID: 'cat-jhs',
      levelID: 'lvl-7',
      sectionID: 'sec-rizal',
      // Every learner field is sent, blank when left empty.
      ...blankLearnerPayload,
    });
    // No password is sent: the account starts on the server's default, the one shown.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(''));
    expect(select('Category')).toBeEnabled();
  });

  it('shows the server’s field errors beside the fields', async () => {
    const alert = vi.spyOn(window, 'alert');
    mockFetch(
      educationApi(() =>
        jsonResponse(409, {
          message: 'This email is already used by another account.',
          errors: { email: 'This email is already used by another account.' },
        }),
      ),
    );
    const { user } = renderWithProviders(<CreateStudentScreen />);
    await fillRequired(user);
    await chooseEducation(user);
    await user.selectOptions(select('Section'), 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));

    expect(await screen.findByText('This email is already used by another account.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();
  });

  it('checks the LRN beside its field before sending, in the server’s words', async () => {
    const fetchMock = mockFetch(educationApi(() => jsonResponse(500, { message: 'should not be called' })));
    const { user } = renderWithProviders(<CreateStudentScreen />);
    await chooseEducation(user);
    const lrn = screen.getByRole('textbox', { name: 'LRN' });

    // Spaces and dashes are dropped before the digits are counted.
    await fill(user, lrn, '1361-1412 000');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));
    expect(lrn).toHaveAttribute('aria-invalid', 'true');
    expect(lrn).toHaveAccessibleDescription(expect.stringContaining('An LRN has 12 digits; this one has 11.'));

    await user.clear(lrn);
    await fill(user, lrn, '1361 1412 000O');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));
    expect(lrn).toHaveAccessibleDescription(expect.stringContaining('An LRN has digits only.'));
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/create-student')).toBe(false);
  });

  it('sends the learner’s record with the account', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch(educationApi(() => jsonResponse(201, recordOf(juan))));
    const { user } = renderWithProviders(<CreateStudentScreen />);
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: 'LRN' }), '1361 1412 0001');
    await user.click(screen.getByRole('textbox', { name: 'Sex' }));
    await user.click(screen.getByRole('option', { name: 'Female' }));
    await fill(user, screen.getByRole('textbox', { name: 'Mother tongue' }), 'Tagalog');
    await fill(user, screen.getByRole('textbox', { name: 'Religion' }), 'Roman Catholic');
    await fill(user, screen.getByRole('textbox', { name: "Father's name" }), 'Jose Salonga');
    await fill(user, screen.getByRole('textbox', { name: "Mother's maiden name" }), 'Rosa Cruz');
    await fill(user, screen.getByRole('textbox', { name: 'Remarks' }), 'Late enrolment.');
    await chooseEducation(user);
    await user.selectOptions(select('Section'), 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/create-student')).toBe(true));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-student');
    expect(bodyOf(call?.[1])).toMatchObject({
      first_name: 'Lea',
      lrn: '1361 1412 0001',
      sex: 'F',
      mother_tongue: 'Tagalog',
      religion: 'Roman Catholic',
      ip_group: '',
      father_name: 'Jose Salonga',
      mother_name: 'Rosa Cruz',
      remarks: 'Late enrolment.',
    });
  });

  it('shows an LRN another learner has beside the LRN field', async () => {
    const alert = vi.spyOn(window, 'alert');
    const taken = 'This LRN is already used by Juan Dela Cruz.';
    mockFetch(educationApi(() => jsonResponse(409, { message: taken, errors: { lrn: taken } })));
    const { user } = renderWithProviders(<CreateStudentScreen />);
    await fillRequired(user);
    const lrn = screen.getByRole('textbox', { name: 'LRN' });
    await fill(user, lrn, '136114120001');
    await chooseEducation(user);
    await user.selectOptions(select('Section'), 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Create new Student' }));

    await waitFor(() => expect(lrn).toHaveAttribute('aria-invalid', 'true'));
    expect(lrn).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(lrn).toHaveValue('136114120001');
    expect(alert).not.toHaveBeenCalled();
  });
});
