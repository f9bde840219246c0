import clsx from 'clsx';
import { Prose } from '@/components/prose';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';

export interface BlockTextProps {
  block: ConfigBlock;
  /** The title's element. Default h3. */
  heading?: 'h2' | 'h3' | 'h4';
  /** Default: h6, an item's title. */
  titleClassName?: string;
  /** Default: body2, secondary. */
  subtitleClassName?: string;
  textClassName?: string;
}

/** A config block's words: its title and subtitle when it has them, then its HTML. */
export function BlockText({
  block,
  heading: Heading = 'h3',
  titleClassName = typo.h6,
  subtitleClassName = clsx(typo.body2, typo.secondary),
  textClassName,
}: BlockTextProps) {
  return (
    <>
      {block.title ? <Heading className={titleClassName}>{block.title}</Heading> : null}
      {block.subtitle ? <p className={subtitleClassName}>{block.subtitle}</p> : null}
      <Prose html={block.html} className={textClassName} />
    </>
  );
}
