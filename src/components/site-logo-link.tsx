import { paths } from '@/lib/paths';
import { Picture, type PictureProps } from './picture';
import { Link } from './ui/link';

/** The logo's intrinsic size; the CSS of each place keeps it 40px high. */
const LOGO_PICTURE = { width: 160, height: 40 } as const;

/** The site logo linking home; the site title as text when there is no picture. */
export function SiteLogoLink({
  src,
  title,
  className,
  pictureClassName,
  loading,
}: {
  src: string;
  title: string;
  className: string;
  pictureClassName: string;
  loading?: PictureProps['loading'];
}) {
  return (
    <Link href={paths.home()} aria-label={`${title} home`} className={className}>
      {src ? (
        <Picture
          src={src}
          alt={title}
          {...LOGO_PICTURE}
          loading={loading}
          className={pictureClassName}
        />
      ) : (
        title
      )}
    </Link>
  );
}
