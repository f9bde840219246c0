import clsx from 'clsx';
import styles from './icon.module.css';

export interface IconProps {
  /** The SVG path of a 24x24 icon: the export of a file in ./icon-paths/. */
  path: string;
  /** small 1.25rem, medium 1.5rem (default), large 2.1875rem; inherit follows the font size. */
  size?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
  /** Gives the icon a name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

/**
 * A Material Design icon as plain SVG: server-rendered pages draw icons without MUI's
 * SvgIcon and its styling runtime.
 */
export function Icon({ path, size = 'medium', className, title }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={clsx(styles.icon, styles[size], className)}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
    >
      <path d={path} />
    </svg>
  );
}
