// Story helper for the Matrix stories of Dialog and GuardedDialog (not exported by the package).
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Holds open dialogs side by side, each in its own frame instead of over the page, so a Matrix story can compare
 * them. Headless UI sends every dialog to the element `#headlessui-portal-root`; rendering that element here, as
 * a grid whose cells contain their fixed children (a `transform` makes each cell the containing block), keeps
 * each dialog and its backdrop inside a cell, in the order they mount. The dialogs are the real ones, but the
 * frames are inert (each modal makes everything around it inert): a picture to compare, not to use.
 */
export function DialogFrames({
  className,
  children,
}: {
  /** The grid's columns and the cells' height, such as `*:h-60`. */
  className?: string;
  /** The open dialogs, one per frame. */
  children: ReactNode;
}) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  return (
    <div
      id="headlessui-portal-root"
      ref={setRoot}
      className={cn(
        'grid gap-4 *:overflow-hidden *:rounded-card *:border *:border-line *:[transform:translateZ(0)]',
        className,
      )}
    >
      {/* The dialogs mount once the frame is in the page, so Headless UI finds it. */}
      {root && children}
    </div>
  );
}
