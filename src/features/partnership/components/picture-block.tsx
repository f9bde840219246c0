import clsx from 'clsx';
import { TextWithPicture } from '@/components/text-with-picture';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import styles from './picture-block.module.css';
import { BlockText } from './block-text';

/** A configured block as text beside its picture: its title, subtitle and HTML. */
export function PictureBlock({ block }: { block: ConfigBlock }) {
  return (
    <TextWithPicture picture={block.picture} alt={block.title} configId={block.id}>
      <BlockText
        block={block}
        heading="h2"
        titleClassName={clsx(typo.h2, styles.title)}
        subtitleClassName={clsx(typo.body1, typo.secondary)}
      />
    </TextWithPicture>
  );
}
