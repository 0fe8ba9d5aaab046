import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is narrower than what it holds, so it scrolls sideways; watched as the
 * window resizes. A scrolling box must then take the keyboard's focus, or its hidden part
 * cannot be reached without a mouse.
 */
export function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
