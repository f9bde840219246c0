import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { addRecordHref } from '../../add-link';
import { serialActions, serialStatusLabel } from '../../serial-number/serial-actions';
import { CLAIM_STEP_COUNT } from '../claim-stage';
import type { DevicePassport } from '../join';
import { IssueLastMessage } from './issue-last-message';
import { ModelPicture } from './model-picture';

/** The record pages a passport's actions open (menu paths; '' when the menu has none). */
export interface PassportLinks {
  serialNumber: string;
  order: string;
  product: string;
  productIssues: string;
  warrantyClaim: string;
}

export interface PassportCardProps {
  passport: DevicePassport;
  links: PassportLinks;
  onViewClaim: (claimId: number) => void;
  onUnbind: (passport: DevicePassport) => void;
  /** The coverage of this model over the garage (lazily loaded; absent: no button). */
  coverage?: ReactNode;
}

const STATUS_COLORS = { 1: 'success', 2: 'default', 3: 'error' } as const;

function warrantyText({ end, daysLeft }: NonNullable<DevicePassport['warranty']>): string {
  if (daysLeft < 0) {
    const ago = -daysLeft;
    return `Ended on ${end} (${ago} ${ago === 1 ? 'day' : 'days'} ago)`;
  }
  if (daysLeft === 0) return `Ends today, ${end}`;
  return `Until ${end} (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** What the records do not give, with its form: `href`'s Add dialog, filled with `serial`. */
function Missing({
  text,
  action,
  href,
  serial,
}: {
  text: string;
  action: string;
  href: string;
  serial: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {href && (
        <Button size="small" variant="outlined" component={Link} href={addRecordHref(href, serial)}>
          {action}
        </Button>
      )}
    </Box>
  );
}

/**
 * One device: what it is, where it was bought, its warranty, open issues and claims, and the
 * actions at hand. Each part the records do not give says what is missing, with its form.
 */
export function PassportCard({
  passport,
  links,
  onViewClaim,
  onUnbind,
  coverage,
}: PassportCardProps) {
  const { serial, modelName, serialRecord, order, product, warranty, openIssues, claims } =
    passport;
  const unbind = serialRecord ? serialActions(serialRecord).find((a) => a.kind === 'unbind') : null;
  const titleId = `passport-${serial}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-passport={serial}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <ModelPicture name={modelName} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            <Link href={paths.product(modelName)}>{modelName}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`Serial ${serial}`}
          </Typography>
        </Box>
        {passport.status !== null ? (
          <Chip
            size="small"
            label={serialStatusLabel(passport.status)}
            color={STATUS_COLORS[passport.status]}
            variant={passport.status === 1 ? 'outlined' : 'filled'}
          />
        ) : (
          <Chip size="small" label="Not registered" variant="outlined" />
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 1,
          alignItems: 'baseline',
        }}
      >
        <Fact term="Bought">
          {order ? (
            <Typography variant="body2">
              {`${order.platform_name}, order ${order.order_service_number}, ${order.order_service_date}`}
            </Typography>
          ) : (
            <Missing
              text="No purchase on record."
              action="Add the purchase"
              href={links.order}
              serial={serial}
            />
          )}
        </Fact>
        <Fact term="Warranty">
          {warranty ? (
            <Typography
              variant="body2"
              color={warranty.state === 'active' ? 'text.primary' : 'warning.dark'}
              data-warranty={warranty.state}
            >
              {warrantyText(warranty)}
            </Typography>
          ) : product ? (
            <Typography variant="body2">{product.product_warrantyPeriod || 'Not given'}</Typography>
          ) : (
            <Missing
              text="No product record."
              action="Register the product"
              href={links.product}
              serial={serial}
            />
          )}
        </Fact>
        {!serialRecord && (
          <Fact term="Serial">
            <Missing
              text="Not registered as a serial number."
              action="Register the serial"
              href={links.serialNumber}
              serial={serial}
            />
          </Fact>
        )}
        <Fact term="Open issues">
          {openIssues.length === 0 ? (
            <Typography variant="body2">None</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {openIssues.map((issue) => (
                <li key={issue.product_issues_id}>
                  <Typography variant="body2">
                    {`Issue of ${issue.product_issues_addTime.slice(0, 10)}${
                      issue.product_issues_faultCode
                        ? `, code ${issue.product_issues_faultCode}`
                        : ''
                    }`}
                  </Typography>
                  <IssueLastMessage issueId={issue.product_issues_id} />
                </li>
              ))}
            </Box>
          )}
        </Fact>
        <Fact term="Warranty claims">
          {claims.length === 0 ? (
            <Typography variant="body2">None</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
              {claims.map(({ claim, stage }) => (
                <Box
                  component="li"
                  key={claim.product_warranty_id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                >
                  <Typography variant="body2" data-claim-step={stage.step}>
                    {stage.step < CLAIM_STEP_COUNT
                      ? `${claim.product_warranty_claim_type_name}: step ${stage.step + 1} of ${CLAIM_STEP_COUNT}, ${stage.label} (${stage.status})`
                      : `${claim.product_warranty_claim_type_name}: all ${CLAIM_STEP_COUNT} steps completed (${stage.status})`}
                  </Typography>
                  {stage.waitsForCustomer && (
                    <Chip size="small" color="warning" label="Waiting for you" />
                  )}
                  <Button
                    size="small"
                    onClick={() => onViewClaim(claim.product_warranty_id)}
                    aria-label={`View the claim of ${claim.product_warranty_addTime.slice(0, 10)}`}
                  >
                    View
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Fact>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {product && links.productIssues && (
          <Button
            size="small"
            variant="outlined"
            component={Link}
            href={addRecordHref(links.productIssues)}
          >
            Open a product issue
          </Button>
        )}
        {product && links.warrantyClaim && (
          <Button
            size="small"
            variant="outlined"
            component={Link}
            href={addRecordHref(links.warrantyClaim)}
          >
            Start a claim
          </Button>
        )}
        {unbind && (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={unbind.kind === 'unbind' && unbind.disabled}
            onClick={() => onUnbind(passport)}
          >
            Unbind
          </Button>
        )}
      </Box>
      {coverage}
    </Paper>
  );
}
