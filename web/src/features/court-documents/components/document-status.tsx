import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  documentsTexts,
  type Document,
  type DocumentResponse,
  documentViewers,
  formatViewedAt,
  isDocumentViewedFor,
} from '@estatekey/domain';

/**
 * New / Viewed for this user. The live document (when the listener has it) decides, so a first view by the other
 * side reaches the uploader without reload; otherwise the API's `viewed`.
 */
export function DocumentStatusChip({
  document,
  live,
  uid,
}: {
  document: DocumentResponse;
  live: Document | undefined;
  uid: string;
}) {
  const viewed = live ? isDocumentViewedFor(live, uid) : document.viewed;
  return (
    <Chip
      size="small"
      color={viewed ? 'default' : 'primary'}
      label={viewed ? documentsTexts.viewedBadge : documentsTexts.newBadge}
    />
  );
}

/** 'Viewed by Alice Guardian, Nov 23, 2:14 PM' for everyone else who opened it, earliest first. */
export function DocumentViewersLine({ live, uid }: { live: Document | undefined; uid: string }) {
  if (!live) return null;
  const viewers = documentViewers(live, uid);
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      {viewers.length === 0
        ? documentsTexts.notViewedYet
        : viewers.map((viewer) => (
            <div key={viewer.uid}>{documentsTexts.viewedBy(viewer.name, formatViewedAt(viewer.at))}</div>
          ))}
    </Typography>
  );
}
