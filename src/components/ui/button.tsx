import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** The class list of a button look, for elements that are neither Button nor ButtonLink. */
export function buttonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: ButtonLook = {},
  className?: string,
): string {
  return clsx(
    styles.button,
    styles[variant],
    styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    className,
  );
}

/** What Button and ButtonLink share: the look, the icons either side and the label. */
interface ButtonParts extends ButtonLook {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Splits the shared parts from the element's own props: the class list, the content, the rest. */
function splitButtonParts<Props extends ButtonParts>({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...rest
}: Props) {
  const look = buttonClass({ variant, color, size, fullWidth }, className);
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  return { look, content, rest };
}

type ButtonProps = ButtonLook &
  ComponentPropsWithoutRef<'button'> & { startIcon?: ReactNode; endIcon?: ReactNode };

/** A button with MUI's looks (contained, outlined, text) and no styling runtime. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  const { look, content, rest } = splitButtonParts(props);
  return (
    <button type={type} className={look} {...rest}>
      {content}
    </button>
  );
}

type ButtonLinkProps = ButtonLook &
  Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
    href: string;
    /** Opens in a new tab with rel="noopener noreferrer" (and no client-side routing). */
    external?: boolean;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

/** A link that looks like a button: internal paths route on the client, `external` opens a tab. */
export function ButtonLink({ href, external = false, ...props }: ButtonLinkProps) {
  const { look, content, rest } = splitButtonParts(props);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={look} {...rest}>
      {content}
    </a>
  ) : (
    <Link href={href} className={look} {...rest}>
      {content}
    </Link>
  );
}

type IconButtonProps = ComponentPropsWithoutRef<'button'> & {
  /** The button's accessible name: an icon has no text. */
  'aria-label': string;
  size?: 'small' | 'medium';
  color?: 'default' | 'inherit';
};

/** A round button holding one icon (MUI's IconButton look). */
export function IconButton({
  size = 'medium',
  color = 'default',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        styles.iconButton,
        size === 'small' && styles.small,
        color === 'inherit' && styles.inherit,
        className,
      )}
      {...props}
    />
  );
}

type IconLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  href: string;
  'aria-label': string;
  color?: 'default' | 'inherit';
};

/** A link that looks like a round icon button (keeps the role and keys of a link). */
export function IconLink({ href, color = 'default', className, ...props }: IconLinkProps) {
  return (
    <Link
      href={href}
      className={clsx(styles.iconButton, color === 'inherit' && styles.inherit, className)}
      {...props}
    />
  );
}
