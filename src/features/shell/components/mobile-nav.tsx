import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { type ReactNode, useId, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { expandMoreIcon } from '@/components/ui/icon-paths/expand-more';
import { paths } from '@/lib/paths';
import type { MenuItem } from '@/lib/site-types';
import { Collapse } from './collapse';
import styles from './mobile-nav.module.css';

interface Props {
  id: string;
  items: MenuItem[];
  /** Shown (with Sign Out) only to signed-in visitors. */
  personalCenter: MenuItem | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/** The mobile accordion menu: one sub-menu open at a time. */
export function MobileNav({ id, items, personalCenter, signedIn, onSignOut }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (itemId: number) => setOpenId((current) => (current === itemId ? null : itemId));

  return (
    <nav id={id} aria-label="Mobile" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <MobileNavRow
            key={item.id}
            item={item}
            open={openId === item.id}
            onToggle={() => toggle(item.id)}
          />
        ))}
        {personalCenter && (
          <MobileNavRow
            item={personalCenter}
            open={openId === personalCenter.id}
            onToggle={() => toggle(personalCenter.id)}
            extra={
              <button type="button" onClick={onSignOut} className={styles.subLink}>
                Sign Out
              </button>
            }
          />
        )}
        {signedIn && !personalCenter && (
          <li className={styles.row}>
            <button type="button" onClick={onSignOut} className={styles.rowLink}>
              Sign Out
            </button>
          </li>
        )}
        {!signedIn && (
          <li className={styles.row}>
            <Link href={paths.login()} className={styles.rowLink}>
              Sign In
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function MobileNavRow({
  item,
  open,
  onToggle,
  extra,
}: {
  item: MenuItem;
  open: boolean;
  onToggle: () => void;
  extra?: ReactNode;
}) {
  const subId = useId();
  const hasSub = item.children.length > 0 || extra !== undefined;
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link href={item.path} className={styles.rowLink}>
          {item.name}
        </Link>
        {hasSub && (
          <IconButton
            aria-label={`${item.name} sub-menu`}
            aria-expanded={open}
            aria-controls={open ? subId : undefined}
            onClick={onToggle}
            className={styles.toggle}
          >
            <Icon
              path={expandMoreIcon}
              className={clsx(styles.chevron, open && styles.chevronOpen)}
            />
          </IconButton>
        )}
      </div>
      {hasSub && (
        <Collapse open={open} id={subId}>
          <ul className={clsx(styles.list, styles.subList)}>
            {item.children.map((child) => (
              <li key={child.id}>
                <Link href={child.path} className={styles.subLink}>
                  {child.name}
                </Link>
              </li>
            ))}
            {extra && <li>{extra}</li>}
          </ul>
        </Collapse>
      )}
    </li>
  );
}
