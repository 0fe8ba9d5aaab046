import { Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './data-table.module.css';

/** Said under a table wider than its room while more of it lies to the right. */
export const MORE_COLUMNS = 'More columns: scroll sideways';

/**
 * A table wider than its room (`minWidth` px) scrolling sideways on its own, the page never
 * does: while columns lie out of view, the sticky columns cast a shadow over them and a line
 * under the table says so.
 */
export function SideScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const update = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((shown) => (shown.left === left && shown.right === right ? shown : { left, right }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);
  return (
    <div>
      <div
        ref={scroller}
        className={classes.scroller}
        data-more-left={more.left || undefined}
        data-more-right={more.right || undefined}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
      {more.right && (
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {`${MORE_COLUMNS} →`}
        </Text>
      )}
    </div>
  );
}
