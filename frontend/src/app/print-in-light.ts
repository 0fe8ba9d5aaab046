const SCHEME = 'data-mantine-color-scheme';

/**
 * Printouts (a timetable, a class list, a report card, School Form 2) come out dark on white
 * paper whatever the theme on screen: the light theme is put on while the page prints and the
 * screen's put back after. Returns the way to stop.
 */
export function printInLight(root: HTMLElement = document.documentElement, view: Window = window): () => void {
  let onScreen: string | null = null;
  const beforePrint = () => {
    onScreen = root.getAttribute(SCHEME);
    root.setAttribute(SCHEME, 'light');
  };
  const afterPrint = () => {
    if (onScreen !== null) root.setAttribute(SCHEME, onScreen);
    onScreen = null;
  };
  view.addEventListener('beforeprint', beforePrint);
  view.addEventListener('afterprint', afterPrint);
  return () => {
    view.removeEventListener('beforeprint', beforePrint);
    view.removeEventListener('afterprint', afterPrint);
  };
}
