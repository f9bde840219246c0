import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link } from '@/components/ui/link';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { GOODS_VERIFY_ENDPOINTS } from '@/contract/vendor-endpoints/goods-verify';
import { addRecordHref } from '../../add-link';
import { useAccountWrite } from '../../api/account-query';
import { LoadFailure } from '../../components/records-table';
import { useConfirm } from '../../components/use-confirm';
import { FIRST_STEPS } from '../../first-steps';
import { MY_TOOLS_PAGE } from '../../own-pages';
import type { AccountMenuItem } from '../../types';
import { pathOf } from '../../user-info/components/get-started';
import { ClaimViewDialog } from '../../warranty-claim/components/claim-view-dialog';
import type { DevicePassport } from '../join';
import { remindersOf } from '../reminders';
import { type Passports, usePassports } from '../use-passports';
import { type PassportLinks, PassportCard } from './passport-card';
import { PassportSkeletons } from './passport-skeleton';
import { ReminderNotices } from './reminder-notices';

/** How many passports Personal Center shows before "See all". */
const SECTION_CARDS = 3;

function linksOf(menu: readonly AccountMenuItem[]): PassportLinks {
  return {
    serialNumber: pathOf(menu, 'serial-number'),
    order: pathOf(menu, 'order'),
    product: pathOf(menu, 'product-collection'),
    productIssues: pathOf(menu, 'product-issues'),
    warrantyClaim: pathOf(menu, 'warranty-claim'),
  };
}

export interface MyToolsProps {
  menu: readonly AccountMenuItem[];
  /** 'section': Personal Center's top (reminders, the first cards, a link to all). */
  variant: 'page' | 'section';
  /** A card's coverage part (the page's lazily loaded matrix). */
  coverageOf?: (passport: DevicePassport, models: Passports['models']) => ReactNode;
}

/** The customer's tools, one passport each, with the reminders above them. */
export function MyTools({ menu, variant, coverageOf }: MyToolsProps) {
  const data = usePassports();
  const links = linksOf(menu);
  const [claimId, setClaimId] = useState<number | null>(null);
  const write = useAccountWrite();
  const { confirm, dialog } = useConfirm();

  async function unbind(passport: DevicePassport) {
    if (!passport.serialRecord || !(await confirm(ACCOUNT_MESSAGES.unbindConfirm))) return;
    await write({
      endpoint: GOODS_VERIFY_ENDPOINTS.goodsVerifyUnbind,
      params: { goods_verify_id: passport.serialRecord.goods_verify_id },
      revalidate: data.reads,
    });
  }

  const { passports } = data;
  let body: ReactNode;
  if (data.error) {
    body = (
      <LoadFailure
        label="Your tools"
        load={{ error: data.error, retry: data.retry, validating: data.validating }}
      />
    );
  } else if (!passports) {
    body = <PassportSkeletons count={variant === 'section' ? 1 : 3} />;
  } else if (passports.length === 0) {
    // The Personal Center's Get started says it already; the page says it here.
    body =
      variant === 'page' ? (
        <Box data-first-step="" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography sx={{ fontWeight: 600 }}>{FIRST_STEPS.serial.title}</Typography>
          <Typography color="text.secondary">{FIRST_STEPS.serial.text}</Typography>
          {links.serialNumber && (
            <Button variant="contained" component={Link} href={addRecordHref(links.serialNumber)}>
              {FIRST_STEPS.serial.action}
            </Button>
          )}
        </Box>
      ) : null;
  } else {
    const shown = variant === 'section' ? passports.slice(0, SECTION_CARDS) : passports;
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {shown.map((passport) => (
            <li key={passport.serial}>
              <PassportCard
                passport={passport}
                links={links}
                onViewClaim={setClaimId}
                onUnbind={(p) => void unbind(p)}
                coverage={coverageOf?.(passport, data.models)}
              />
            </li>
          ))}
        </Box>
        {variant === 'section' && (
          <Button component={Link} href={MY_TOOLS_PAGE.path} sx={{ mt: 1.5 }}>
            {passports.length > shown.length
              ? `See all ${passports.length} tools`
              : 'Open My tools'}
          </Button>
        )}
      </>
    );
  }
  if (variant === 'section' && passports?.length === 0) return null;
  return (
    <Box
      component="section"
      {...(variant === 'section'
        ? { 'aria-labelledby': 'my-tools-title' }
        : { 'aria-label': 'My tools' })}
      sx={{ mb: 3 }}
      data-my-tools={variant}
    >
      {variant === 'section' && (
        <Typography id="my-tools-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          My tools
        </Typography>
      )}
      {passports && (
        <ReminderNotices
          reminders={remindersOf(passports)}
          warrantyClaimPath={links.warrantyClaim}
          onViewClaim={setClaimId}
        />
      )}
      {body}
      <ClaimViewDialog
        claimId={claimId}
        logisticsTypes={data.logisticsTypes}
        onClose={() => setClaimId(null)}
        revalidate={data.reads}
      />
      {dialog}
    </Box>
  );
}
