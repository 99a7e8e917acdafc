import { Flex, Modal } from '@aide/ui-kit';
import { ImportWizard, RecentImports } from '../../import';

export interface UploadInventoryModalProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/** The shared import wizard for inventory files, in a wide dialog over the inventory page. */
export function UploadInventoryModal({ open, onClose, onImported }: UploadInventoryModalProps) {
  return (
    <Modal title="Upload inventory" open={open} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      <Flex vertical gap={16}>
        <ImportWizard kind="inventory" onImported={onImported} />
        <RecentImports kind="inventory" />
      </Flex>
    </Modal>
  );
}
