import clsx from 'clsx';
import { Prose } from '@/components/prose';
import { TextWithPicture } from '@/components/text-with-picture';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './picture-block.module.css';

/** A configured block as text beside its picture: its title, subtitle and HTML. */
export function PictureBlock({ block }: { block: ConfigBlock }) {
  return (
    <TextWithPicture picture={block.picture} alt={block.title} configId={block.id}>
      {block.title ? <h2 className={clsx(typo.h2, styles.title)}>{block.title}</h2> : null}
      {block.subtitle ? <p className={clsx(typo.body1, typo.secondary)}>{block.subtitle}</p> : null}
      <Prose html={block.html} />
    </TextWithPicture>
  );
}
