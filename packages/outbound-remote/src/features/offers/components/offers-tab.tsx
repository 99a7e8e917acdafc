// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  CompactTable,
  ConfirmDangerButton,
  Empty,
  Flex,
  formatDate,
  Segmented,
  type ListColumns,
  Space,
} from '@aide/ui-kit';
import {
  useEndOfferMutation,
  useGetOffersQuery,
  type Offer,
  type OfferStatusFilter,
} from '../api/offers-api';
import { describeError } from '@aide/shared-auth';
import { offerTargetLabel } from '../lib/offer-target';
import { OfferFormModal } from './offer-form-modal';
import { OfferStatusTag } from './offer-status-tag';

const STATUS_OPTIONS: { value: OfferStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'ended', label: 'Ended' },
  { value: 'all', label: 'All' },
];

type Editor = { open: false } | { open: true; offer?: Offer };

/** Offers on a brand or category: list by status, create, edit and end. */
export function OffersTab() {
  const [status, setStatus] = useState<OfferStatusFilter>('active');
  const [editor, setEditor] = useState<Editor>({ open: false });
  const { data, isLoading, isFetching, isError, refetch } = useGetOffersQuery(status);
  const [endOffer] = useEndOfferMutation();
  const { message } = App.useApp();

  const handleEnd = async (offer: Offer) => {
    try {
      await endOffer(offer.id).unwrap();
      message.success('Offer ended');
    } catch (error) {
      message.error(describeError(error, 'The offer could not be ended. Please try again.'));
    }
  };

  const handleSaved = (saved: Offer) => {
    setEditor({ open: false });
    // Show the saved offer even when it falls outside the current filter (e.g. a new scheduled offer).
    if (status !== 'all' && saved.status !== status) setStatus(saved.status);
  };

  // On a phone's card: the title and what it applies to, the discount and dates, the status, the actions.
  const columns: ListColumns<Offer> = [
    { title: 'Title', card: 'title', dataIndex: 'title', key: 'title', ellipsis: true },
    {
      title: 'Applies to',
      card: 'subtitle',
      key: 'target',
      render: (_: unknown, offer: Offer) => offerTargetLabel(offer.target_type, offer.target_value),
    },
    {
      title: 'Discount',
      card: 'figure',
      dataIndex: 'discount_percent',
      key: 'discount',
      align: 'right',
      render: (value: number) => `${value}%`,
    },
    {
      title: 'Dates',
      card: 'figure',
      key: 'dates',
      render: (_: unknown, offer: Offer) => `${formatDate(offer.starts_on)} – ${formatDate(offer.ends_on)}`,
    },
    {
      title: 'Status',
      card: 'status',
      dataIndex: 'status',
      key: 'status',
      render: (value: Offer['status']) => <OfferStatusTag status={value} />,
    },
    {
      title: 'Actions',
      card: 'action',
      key: 'actions',
      render: (_: unknown, offer: Offer) => (
        <Space>
          <Button
            size="small"
            onClick={() => setEditor({ open: true, offer })}
            aria-label={`Edit ${offer.title}`}
          >
            Edit
          </Button>
          {offer.status !== 'ended' && (
            <ConfirmDangerButton
              label="End offer"
              title="End this offer?"
              description="Its discount stops applying to products today."
              onConfirm={() => handleEnd(offer)}
              size="small"
              aria-label={`End ${offer.title}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12} style={{ marginBottom: 16 }}>
        <Segmented<OfferStatusFilter>
          aria-label="Offer status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true })}>
          New offer
        </Button>
      </Flex>
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The offers could not be loaded."
          action={
            <Button size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <CompactTable<Offer>
        rowKey="id"
        aria-label="Offers"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isLoading || isFetching}
        empty={
          <Empty
            description={
              status === 'all'
                ? 'No offers yet. Create one to discount a brand or category.'
                : `No ${status} offers.`
            }
          />
        }
      />
      <OfferFormModal
        open={editor.open}
        offer={editor.open ? editor.offer : undefined}
        onClose={() => setEditor({ open: false })}
        onSaved={handleSaved}
      />
    </>
  );
}
