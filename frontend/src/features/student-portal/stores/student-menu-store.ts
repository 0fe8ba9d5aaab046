import { createPortalMenuStore } from '@/components/portal-shell';

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'timetable' | 'messages' | 'newsletters';

export const useStudentMenuStore = createPortalMenuStore<StudentMenuItem>('home');
