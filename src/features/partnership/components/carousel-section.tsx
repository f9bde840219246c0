import type { ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@/components/carousel';
import { SectionHeading } from './section-heading';

/**
 * A section of slides under its heading, the heading also naming the carousel; nothing when
 * there are no items.
 */
export function CarouselSection<T>({
  id,
  title,
  className,
  perView,
  items,
  renderItem,
}: Pick<CarouselProps, 'perView'> & {
  /** The heading's id. */
  id: string;
  title: string;
  className: string;
  items: readonly T[];
  /** One slide (with its key). */
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className={className}>
      <SectionHeading id={id} title={title} />
      <Carousel label={title} perView={perView}>
        {items.map(renderItem)}
      </Carousel>
    </section>
  );
}
