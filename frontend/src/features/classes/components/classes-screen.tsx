import { useEffect } from 'react';
import { useClassesViewStore } from '../stores/classes-view-store';
import { CategoriesScreen } from './categories-screen';
import { EditSectionScreen } from './edit-section-screen';
import { LevelScreen } from './level-screen';

/** '0 Classes': all classes, a level's sections, or a section's edit screen, one at a time. */
export function ClassesScreen() {
  const screen = useClassesViewStore((state) => state.screen);
  const showList = useClassesViewStore((state) => state.showList);

  // Coming back to 'View all classes' from another menu entry starts at the list again.
  useEffect(() => showList, [showList]);

  switch (screen.name) {
    case 'list':
      return <CategoriesScreen />;
    case 'level':
      return <LevelScreen key={screen.levelId} levelId={screen.levelId} />;
    case 'edit-section':
      return <EditSectionScreen key={screen.sectionId} levelId={screen.levelId} sectionId={screen.sectionId} />;
  }
}
