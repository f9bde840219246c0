import clsx from 'clsx';
import typo from '@/styles/typography.module.css';
import styles from './share-links.module.css';

/** Plain share URLs (no SDKs): the networks' own share pages, opened in a new tab. */
export function shareUrls(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className={styles.share}>
      <span className={clsx(typo.body1, styles.label)}>Share:</span>
      {shareUrls(url, title).map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.name}`}
          className={styles.link}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}
