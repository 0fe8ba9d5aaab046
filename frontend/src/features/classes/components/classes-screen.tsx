import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { useScreenAddress } from '@/lib/screen-address';
import { useClassesView } from '../classes-view';
import { CategoriesScreen } from './categories-screen';
import { EditSectionScreen } from './edit-section-screen';
import { LevelScreen } from './level-screen';

/** '0 Classes': all classes, a level's sections, or a section's edit screen, each at its own address. */
export function ClassesScreen() {
  const { screen } = useClassesView();
  const { home } = useScreenAddress();

  switch (screen?.name) {
    case 'list':
      return <CategoriesScreen />;
    case 'level':
      return <LevelScreen key={screen.levelId} levelId={screen.levelId} />;
    case 'edit-section':
      return <EditSectionScreen key={screen.sectionId} levelId={screen.levelId} sectionId={screen.sectionId} />;
    default:
      return <NotFoundScreen home={home} />;
  }
}
