import { Picture } from '@/components/picture';
import { Link } from '@/components/ui/link';

/** A child page of a category: its name, address and optional icon. */
export interface ChildLink {
  id: number;
  name: string;
  path: string;
  icon?: string;
}

/** A category's child pages as a list of links, each with its icon; the page gives the look. */
export function ChildLinks({
  items,
  className,
  linkClassName,
}: {
  items: readonly ChildLink[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((child) => (
        <li key={child.id}>
          <Link href={child.path} className={linkClassName}>
            {child.icon ? <Picture src={child.icon} alt="" width={32} height={32} /> : null}
            <span>{child.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
