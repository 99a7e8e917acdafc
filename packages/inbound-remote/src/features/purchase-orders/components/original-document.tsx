import { Alert, Typography } from '@aide/ui-kit';
import type { PurchaseOrderDetail } from '../api/purchase-orders-api';

export interface OriginalDocumentProps {
  document: PurchaseOrderDetail['source_document'];
}

/** The original an order was read from: a PDF framed from its short-lived signed URL, other files as a link. */
export function OriginalDocument({ document }: OriginalDocumentProps) {
  if (!document) return null;
  if (!document.signed_url)
    return (
      <Alert
        type="warning"
        showIcon
        title={`The original (${document.name}) cannot be opened right now.`}
        description="Storage did not answer; close and open the review again."
      />
    );
  return (
    <>
      {document.content_type === 'application/pdf' && (
        <iframe
          title={`Original: ${document.name}`}
          src={document.signed_url}
          style={{ width: '100%', height: 640, border: '1px solid rgba(0, 0, 0, 0.15)', borderRadius: 6 }}
        />
      )}
      <Typography.Link href={document.signed_url} target="_blank" rel="noreferrer">
        Open the original ({document.name})
      </Typography.Link>
    </>
  );
}
