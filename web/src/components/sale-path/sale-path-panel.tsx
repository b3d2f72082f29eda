import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  canOnSaleAs,
  DEFAULT_SALE_PRESET,
  dollarsToCents,
  formatDollarsFromCents,
  formatLocalDate,
  OFFER_STATUS_TRANSITIONS,
  type Property,
  type PropertyPageRelation,
  type Role,
  SALE_PRESETS,
  type SaleResponse,
  type SaleStep,
  type SaleStepState,
  saleTexts,
} from '@estatekey/domain';
import { createContext, Suspense, useContext, useState } from 'react';

import { LiveDataBoundary } from '../errors/live-data-boundary';
import { RetryAlert } from '../errors/retry-alert';
import { DescriptionList } from '../ui/description-list';
import { SectionCard } from '../ui/section-card';
import { useLiveProperty } from '../../data/properties/use-live-property';
import { useSalePath } from './api/sale-api';
import { ResponsiveTable } from '../ui/responsive-table';
import { preloadableLazy } from '../../lib/preloadable-lazy';

// The sale's forms (react-hook-form, the date and money fields) load when a button that opens one is reached, not
// with the panel every owner's dashboard shows.
const loadSaleDialogs = () => import('./sale-dialogs');
const saleDialogs = {
  authority: preloadableLazy(() => loadSaleDialogs().then((module) => module.SaleAuthorityDialog)),
  objection: preloadableLazy(() => loadSaleDialogs().then((module) => module.SaleObjectionDialog)),
  hearing: preloadableLazy(() => loadSaleDialogs().then((module) => module.SaleHearingDialog)),
  offer: preloadableLazy(() => loadSaleDialogs().then((module) => module.SaleOfferDialog)),
  answer: preloadableLazy(() => loadSaleDialogs().then((module) => module.OfferAnswerDialog)),
};

const panel = saleTexts.panel;

/** Who looks at the panel: the role and every relation held to the property and its case (domain `saleRelations`). */
export interface SaleViewer {
  readonly role: Role;
  readonly relations: readonly PropertyPageRelation[];
}

const STATE_COLOR: Record<SaleStepState, 'success' | 'info' | 'error' | 'default' | 'warning'> = {
  done: 'success',
  waiting: 'info',
  blocked: 'error',
  'not-needed': 'default',
  pending: 'warning',
};

const dollars = (amount: number) => formatDollarsFromCents(dollarsToCents(amount));

/** The live property's sale fields: any sale write (offers included) changes them, and the path is loaded again. */
function saleFieldsKey(property: Property | null): string {
  if (property === null) return '';
  const { saleAuthority, saleHearing, saleGates, saleUpdatedAt } = property;
  return JSON.stringify({ saleAuthority, saleHearing, saleGates, saleUpdatedAt });
}

type OpenDialog =
  | { kind: 'authority' | 'objection' | 'hearing' | 'offer' }
  | { kind: 'answer'; offer: SaleResponse['offers'][number] }
  | null;

function StepItem({ step, citation }: { step: SaleStep; citation: string | null }) {
  const detail =
    step.state === 'waiting' && step.dueOn !== undefined
      ? panel.waitingUntil(formatLocalDate(step.dueOn))
      : step.dueOn !== undefined
        ? panel.dueOn(formatLocalDate(step.dueOn))
        : null;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {saleTexts.steps[step.key]}
        </Typography>
        <Chip size="small" color={STATE_COLOR[step.state]} label={saleTexts.stepStates[step.state]} />
      </Stack>
      {detail !== null && <Typography variant="body2">{detail}</Typography>}
      {step.reason !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {step.reason}
        </Typography>
      )}
      {citation !== null && (
        <Typography variant="caption" color="text.secondary">
          {panel.citation}: {citation}
        </Typography>
      )}
    </Box>
  );
}

function OffersTable({
  offers,
  canAnswer,
  onAnswer,
}: {
  offers: SaleResponse['offers'];
  canAnswer: boolean;
  onAnswer: (offer: SaleResponse['offers'][number]) => void;
}) {
  if (offers.length === 0) return <Typography color="text.secondary">{panel.noOffers}</Typography>;
  const columns = panel.columns;
  return (
    <ResponsiveTable label={panel.offersHeading} minWidth={640}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.buyer}</TableCell>
          <TableCell align="right">{columns.amount}</TableCell>
          <TableCell align="right">{columns.deposit}</TableCell>
          <TableCell>{columns.financing}</TableCell>
          <TableCell>{columns.expires}</TableCell>
          <TableCell>{columns.status}</TableCell>
          {canAnswer && <TableCell>{columns.actions}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {offers.map((offer) => (
          <TableRow key={offer.id}>
            <TableCell>{offer.buyerName}</TableCell>
            <TableCell align="right">{dollars(offer.amount)}</TableCell>
            <TableCell align="right">{dollars(offer.deposit)}</TableCell>
            <TableCell>{saleTexts.financing[offer.financing]}</TableCell>
            <TableCell>{formatLocalDate(offer.expiresOn)}</TableCell>
            <TableCell>
              {offer.status === 'accepted' && offer.outcome !== undefined
                ? saleTexts.acceptedOutcomes[offer.outcome]
                : saleTexts.offerStatuses[offer.status]}
              {offer.counterAmount !== undefined && ` (${panel.counterAt(dollars(offer.counterAmount))})`}
            </TableCell>
            {canAnswer && (
              <TableCell>
                {OFFER_STATUS_TRANSITIONS[offer.status].length > 0 && (
                  <Button
                    size="small"
                    onClick={() => onAnswer(offer)}
                    {...saleDialogs.answer.preloadOnIntent}
                    aria-label={saleTexts.actions.answerOfferFor(offer.buyerName)}
                  >
                    {saleTexts.actions.answerOffer}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

function HearingCard({ sale }: { sale: SaleResponse }) {
  const { hearing, minimumOverbid } = sale;
  const labels = panel.hearing;
  if (hearing === null && minimumOverbid === undefined) {
    return <Typography color="text.secondary">{panel.noHearing}</Typography>;
  }
  const rows = [
    ...(hearing
      ? [
          { label: labels.date, value: formatLocalDate(hearing.date) },
          ...(hearing.department ? [{ label: labels.department, value: hearing.department }] : []),
          {
            label: labels.outcome,
            value: hearing.outcome ? saleTexts.hearingOutcomes[hearing.outcome] : labels.noOutcome,
          },
          ...(hearing.continuedTo ? [{ label: labels.continuedTo, value: formatLocalDate(hearing.continuedTo) }] : []),
          ...(hearing.confirmedPrice !== undefined
            ? [{ label: labels.confirmedPrice, value: dollars(hearing.confirmedPrice) }]
            : []),
          ...(hearing.confirmedBuyerName ? [{ label: labels.confirmedBuyer, value: hearing.confirmedBuyerName }] : []),
        ]
      : []),
    ...(minimumOverbid !== undefined ? [{ label: labels.minimumOverbid, value: dollars(minimumOverbid) }] : []),
  ];
  return <DescriptionList rows={rows} />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';
/** The tag of the panel's sub-headings: one level under the panel's own heading, wherever the panel is placed. */
const SubheadingTag = createContext<HeadingTag>('h3');

function Subheading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component={useContext(SubheadingTag)} sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The court's part of the path: the preset with its statutes, the steps, the next action and the gates. */
function CourtPath({
  sale,
  manageAuthority,
  onOpen,
}: {
  sale: SaleResponse;
  manageAuthority: boolean;
  onOpen: (kind: 'authority' | 'objection' | 'hearing') => void;
}) {
  const presetKey = sale.authority?.preset ?? DEFAULT_SALE_PRESET;
  const preset = SALE_PRESETS[presetKey];
  const citationOf = (step: SaleStep) => preset.steps.find((entry) => entry.key === step.key)?.citation ?? null;
  const next = sale.steps.find((step) => step.state !== 'done' && step.state !== 'not-needed');
  const gates = [
    { label: panel.acceptGate, gate: sale.gates.acceptOffer },
    { label: panel.closeGate, gate: sale.gates.close },
  ];
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{saleTexts.presets[presetKey].label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {panel.jurisdiction}: {saleTexts.presets[presetKey].jurisdiction}
      </Typography>
      {sale.authority === null && (
        <Typography variant="body2" color="text.secondary">
          {panel.defaultPreset}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
        {preset.note}
      </Typography>
      {sale.lettersWarning !== null && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {sale.lettersWarning.message}
        </Alert>
      )}
      {manageAuthority && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => onOpen('authority')} {...saleDialogs.authority.preloadOnIntent}>
            {saleTexts.actions.setAuthority}
          </Button>
          {preset.noticeDays !== null && (
            <Button variant="outlined" onClick={() => onOpen('objection')} {...saleDialogs.objection.preloadOnIntent}>
              {saleTexts.actions.recordObjection}
            </Button>
          )}
          <Button variant="outlined" onClick={() => onOpen('hearing')} {...saleDialogs.hearing.preloadOnIntent}>
            {saleTexts.actions.setHearing}
          </Button>
        </Stack>
      )}

      <Subheading>{panel.stepsHeading}</Subheading>
      <Box component="ol" sx={{ m: 0, p: 0 }}>
        {sale.steps.map((step) => (
          <StepItem key={step.key} step={step} citation={citationOf(step)} />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {panel.nextAction}
        </Typography>
        <Typography>
          {next ? panel.nextActionBy(saleTexts.steps[next.key], saleTexts.stepActors[next.key]) : panel.allDone}
        </Typography>
      </Box>

      <Subheading>{panel.gatesHeading}</Subheading>
      <DescriptionList
        rows={gates.map(({ label, gate }) => ({ label, value: gate.allowed ? panel.allowed : (gate.reason ?? '') }))}
      />
      {sale.gates.acceptOffer.allowed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {panel.acceptWouldBe(saleTexts.acceptedOutcomes[sale.acceptOutcome])}
        </Typography>
      )}
    </>
  );
}

/**
 * The loaded sale path with the actions the viewer's relations allow (domain `canOnSaleAs`). Without a linked case
 * the sale is ordinary: no steps nor hearing, but its offers are recorded all the same.
 */
function SalePathView({
  propertyId,
  sale,
  viewer,
  reload,
}: {
  propertyId: string;
  sale: SaleResponse;
  viewer: SaleViewer;
  reload: () => void;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const courtPath = sale.steps.length > 0;
  const manageAuthority = courtPath && canOnSaleAs('manageAuthority', viewer.role, viewer.relations);
  const manageOffers = canOnSaleAs('manageOffers', viewer.role, viewer.relations);
  const dialogProps = { propertyId, onClose: () => setDialog(null), onSaved: reload };

  return (
    <>
      {courtPath ? (
        <CourtPath sale={sale} manageAuthority={manageAuthority} onOpen={(kind) => setDialog({ kind })} />
      ) : (
        <Typography color="text.secondary">{panel.ordinarySale}</Typography>
      )}

      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 3, mb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component={useContext(SubheadingTag)}>
          {panel.offersHeading}
        </Typography>
        {manageOffers && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setDialog({ kind: 'offer' })}
            {...saleDialogs.offer.preloadOnIntent}
          >
            {saleTexts.actions.recordOffer}
          </Button>
        )}
      </Stack>
      <OffersTable
        offers={sale.offers}
        canAnswer={manageOffers}
        onAnswer={(offer) => setDialog({ kind: 'answer', offer })}
      />

      {courtPath && (
        <>
          <Subheading>{panel.hearingHeading}</Subheading>
          <HearingCard sale={sale} />
        </>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'authority' && (
          <saleDialogs.authority.Component {...dialogProps} authority={sale.authority} />
        )}
        {dialog?.kind === 'objection' && <saleDialogs.objection.Component {...dialogProps} />}
        {dialog?.kind === 'hearing' && <saleDialogs.hearing.Component {...dialogProps} hearing={sale.hearing} />}
        {dialog?.kind === 'offer' && <saleDialogs.offer.Component {...dialogProps} />}
        {dialog?.kind === 'answer' && <saleDialogs.answer.Component {...dialogProps} offer={dialog.offer} />}
      </Suspense>
    </>
  );
}

function SalePathBody({
  propertyId,
  viewer,
  refreshKey,
}: {
  propertyId: string;
  viewer: SaleViewer;
  refreshKey?: string | undefined;
}) {
  const { request, reload } = useSalePath(propertyId, refreshKey);
  // The last answer stays on screen while the next one loads.
  const [shown, setShown] = useState<SaleResponse | null>(null);
  if (request.status === 'success' && request.data !== shown) setShown(request.data);
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{panel.loadFailed}</RetryAlert>;
  const sale = request.status === 'success' ? request.data : shown;
  if (sale === null) return <CircularProgress size={24} aria-label={panel.loading} />;
  return <SalePathView propertyId={propertyId} sale={sale} viewer={viewer} reload={reload} />;
}

/** A member (or an admin) follows the property document: any sale write by anyone loads the path again. */
function LiveSalePathBody({ propertyId, viewer }: { propertyId: string; viewer: SaleViewer }) {
  const live = useLiveProperty(propertyId);
  if (live.status === 'loading') return <CircularProgress size={24} aria-label={panel.loading} />;
  return <SalePathBody propertyId={propertyId} viewer={viewer} refreshKey={saleFieldsKey(live.data)} />;
}

/**
 * The Sale path: the authority's preset with its statutes, each step's state and the next action with who takes it,
 * the letters warning, the offers and the hearing, and the actions the viewer may take. `live`: the viewer may read
 * `properties/{id}` (a member or an admin) and so sees others' changes at once. Other viewers (the case's attorney,
 * its client) pass `refreshKey` instead, from a document they do follow (the linked case's `saleUpdatedAt`): the
 * path loads again whenever it changes.
 */
export function SalePathPanel({
  propertyId,
  viewer,
  live,
  refreshKey,
  headingLevel = 2,
}: {
  propertyId: string;
  viewer: SaleViewer;
  live: boolean;
  refreshKey?: string;
  /** The level of the panel's heading: 2 as a page section, deeper inside another section (the dashboard's tracks). */
  headingLevel?: 2 | 3 | 4;
}) {
  const body = <SalePathBody propertyId={propertyId} viewer={viewer} refreshKey={refreshKey} />;
  const content = live ? (
    <LiveDataBoundary label="sale path" fallback={body}>
      <LiveSalePathBody propertyId={propertyId} viewer={viewer} />
    </LiveDataBoundary>
  ) : (
    body
  );
  const subheading = `h${String(headingLevel + 1)}` as HeadingTag;
  return (
    <SubheadingTag value={subheading}>
      {headingLevel === 2 ? (
        <SectionCard title={panel.title}>{content}</SectionCard>
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby={headingId(propertyId)} sx={{ p: 2 }}>
          <Typography id={headingId(propertyId)} variant="h6" component={`h${String(headingLevel)}` as HeadingTag}>
            {panel.title}
          </Typography>
          {content}
        </Paper>
      )}
    </SubheadingTag>
  );
}

const headingId = (propertyId: string) => `sale-path-${propertyId}`;
