// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, Tabs, Typography } from '@aide/ui-kit';
import { useAppDispatch } from '@aide/shared-auth';
import { productsApi } from '../api/products-api';
import { OffersTab } from '../../offers';
import { InventoryTab } from './inventory-tab';
import { UploadInventoryModal } from './upload-inventory-modal';

type InventoryTabKey = 'inventory' | 'offers';

/** /inventory: the product table and the offers on brands and categories, side by side in tabs. */
export function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const tab: InventoryTabKey = params.get('tab') === 'offers' ? 'offers' : 'inventory';
  const [uploadOpen, setUploadOpen] = useState(false);
  const dispatch = useAppDispatch();

  const selectTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'offers') next.set('tab', 'offers');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  // New inventory changes the table, its facets, the dashboard and setup progress.
  const handleImported = () =>
    dispatch(productsApi.util.invalidateTags(['Products', 'ProductFacets', 'Dashboard', 'OnboardingStatus']));

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Inventory & Offers
        </Typography.Title>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
          Upload inventory
        </Button>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          {
            key: 'inventory',
            label: 'Inventory',
            children: <InventoryTab onUpload={() => setUploadOpen(true)} />,
          },
          { key: 'offers', label: 'Offers', children: <OffersTab /> },
        ]}
      />
      <UploadInventoryModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onImported={handleImported}
      />
    </>
  );
}
