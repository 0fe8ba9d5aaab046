import { createPortalMenuStore } from '@/components/portal-shell';

export type StudentMenuItem = 'home' | 'profile' | 'class' | 'messages' | 'newsletters';

export const useStudentMenuStore = createPortalMenuStore<StudentMenuItem>('home');
