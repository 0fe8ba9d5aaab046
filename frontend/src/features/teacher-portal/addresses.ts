import { createPortalMenuStore } from '@/components/portal-shell';

export type TeacherMenuItem = 'home' | 'profile' | 'classes' | 'timetable' | 'attendance' | 'grades' | 'advisoryGrades' | 'messages' | 'advisory';

export const useTeacherMenuStore = createPortalMenuStore<TeacherMenuItem>('home');
