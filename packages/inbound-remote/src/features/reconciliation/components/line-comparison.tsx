import { Flex, formatMoney, formatNumber, Typography } from '@aide/ui-kit';
import type { ReconciliationLine } from '../api/reconciliation-api';
import { DOCUMENT_LABELS } from '../lib/line-status';

const { Text } = Typography;

export interface LineComparisonProps {
  line: ReconciliationLine;
  currency?: string;
}

function signed(value: number, format: (n: number) => string): string {
  return value > 0 ? `+${format(value)}` : format(value);
}

/** "PO 10 · ERP 12" with the ERP side red and the difference spelled out when they disagree. */
export function QuantityComparison({ line }: LineComparisonProps) {
  const differs = line.differences.includes('quantity');
  return (
    <Comparison
      po={formatNumber(line.po_quantity)}
      erp={formatNumber(line.erp_quantity)}
      differs={differs}
      difference={
        differs && line.quantity_difference != null ? signed(line.quantity_difference, formatNumber) : null
      }
      kind="quantity"
    />
  );
}

/** PO and ERP unit prices, the ERP side red with the difference in percent when they disagree. */
export function PriceComparison({ line, currency = 'USD' }: LineComparisonProps) {
  const differs = line.differences.includes('price');
  return (
    <Comparison
      po={formatMoney(line.po_unit_price, currency)}
      erp={formatMoney(line.erp_unit_price, currency)}
      differs={differs}
      difference={
        differs && line.price_difference_percent != null
          ? `${signed(line.price_difference_percent, (n) => formatNumber(Math.round(n * 100) / 100))}%`
          : null
      }
      kind="price"
    />
  );
}

interface ComparisonProps {
  po: string;
  erp: string;
  differs: boolean;
  difference: string | null;
  kind: 'quantity' | 'price';
}

function Comparison({ po, erp, differs, difference, kind }: ComparisonProps) {
  return (
    <Flex vertical gap={0}>
      <Text>PO {po}</Text>
      <Text type={differs ? 'danger' : undefined} strong={differs}>
        ERP {erp}
      </Text>
      {difference && (
        <Text type="danger" aria-label={`${kind} difference`}>
          {difference}
        </Text>
      )}
    </Flex>
  );
}

/** "Sales order SO-123", with the missing document or line named in red. */
export function DocumentCell({ line }: LineComparisonProps) {
  const kind = DOCUMENT_LABELS[line.document_kind];
  const missingDocument = line.differences.includes('document');
  const missingLine = line.differences.includes('line');
  return (
    <Flex vertical gap={0}>
      <Text>
        {kind} {line.document_number ?? ''}
      </Text>
      {missingDocument && <Text type="danger">No {kind.toLowerCase()} in the ERP</Text>}
      {missingLine && !missingDocument && (
        <Text type="danger">{line.po_quantity == null ? 'Only in the ERP' : 'Line missing in the ERP'}</Text>
      )}
    </Flex>
  );
}

/** SKU and description; a dash when the ERP document is missing altogether. */
export function ItemCell({ line }: LineComparisonProps) {
  return (
    <Flex vertical gap={0}>
      <Text>{line.sku ?? '—'}</Text>
      {line.description && <Text type="secondary">{line.description}</Text>}
    </Flex>
  );
}
