import { createPortalMenuStore } from '@/components/portal-shell';

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'timetable' | 'attendance' | 'messages' | 'newsletters';

export const useStudentMenuStore = createPortalMenuStore<StudentMenuItem>('home');
