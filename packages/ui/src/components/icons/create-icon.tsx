import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type IconProps = ComponentProps<'svg'>;
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * An outline icon on a 24px grid; decorative, so hidden from assistive technology. The icons of one screen
 * only live in a module of their own (the bundler keeps a module whole: an icon here is paid by every route).
 */
export function createIcon(name: string, paths: ReactNode): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cn('size-5 shrink-0', className)}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
