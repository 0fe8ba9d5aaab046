import { useReducer } from 'react';
import type { Chosen } from '../types';

/** The wizard's steps in order; `DONE_STEP` comes after the last, and offers another schedule for the same subject. */
export const WIZARD_STEPS = ['Category', 'Level', 'Section', 'Subject', 'Schedule'] as const;
export const SCHEDULE_STEP = 4;
export const DONE_STEP = 5;

export interface ClassWizardState {
  /** 0 category, 1 level, 2 section, 3 subject, 4 schedule, 5 done. */
  step: number;
  category: Chosen | null;
  level: Chosen | null;
  section: Chosen | null;
  subject: Chosen | null;
}

type ClassWizardAction =
  | { type: 'category' | 'level' | 'section' | 'subject'; chosen: Chosen }
  | { type: 'scheduleAdded' }
  | { type: 'goBack' }
  | { type: 'addAnotherSchedule' }
  | { type: 'reset' };

const START: ClassWizardState = { step: 0, category: null, level: null, section: null, subject: null };

/** Which step each choice completes. */
const STEP_OF = { category: 0, level: 1, section: 2, subject: 3 } as const;

function reduce(state: ClassWizardState, action: ClassWizardAction): ClassWizardState {
  switch (action.type) {
    case 'category':
    case 'level':
    case 'section':
    case 'subject':
      return { ...state, [action.type]: action.chosen, step: STEP_OF[action.type] + 1 };
    case 'scheduleAdded':
      return { ...state, step: DONE_STEP };
    case 'goBack':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'addAnotherSchedule':
      return { ...state, step: SCHEDULE_STEP };
    case 'reset':
      return START;
  }
}

/** Step and choices of the create-class wizard: each choice or creation advances one step. */
export function useClassWizard() {
  const [state, dispatch] = useReducer(reduce, START);
  return {
    ...state,
    chooseCategory: (chosen: Chosen) => dispatch({ type: 'category', chosen }),
    chooseLevel: (chosen: Chosen) => dispatch({ type: 'level', chosen }),
    chooseSection: (chosen: Chosen) => dispatch({ type: 'section', chosen }),
    subjectCreated: (chosen: Chosen) => dispatch({ type: 'subject', chosen }),
    scheduleAdded: () => dispatch({ type: 'scheduleAdded' }),
    goBack: () => dispatch({ type: 'goBack' }),
    addAnotherSchedule: () => dispatch({ type: 'addAnotherSchedule' }),
    reset: () => dispatch({ type: 'reset' }),
  } as const;
}
