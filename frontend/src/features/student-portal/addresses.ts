import { createPortalMenuStore } from '@/components/portal-shell';

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'timetable' | 'attendance' | 'grades' | 'messages' | 'newsletters';

export const useStudentMenuStore = createPortalMenuStore<StudentMenuItem>('home');
