import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { MenuItem } from '@/lib/site-types';
import { DesktopNavItem } from './desktop-nav-item';
import styles from './desktop-nav.module.css';

/** The desktop top menu (hidden by CSS at 1024px and below, so the server HTML carries it). */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const { events } = useRouter();
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    const close = () => setOpenId(null);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events]);

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <DesktopNavItem
            key={item.id}
            item={item}
            open={openId === item.id}
            onOpen={() => setOpenId(item.id)}
            onClose={() => setOpenId((current) => (current === item.id ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}
