import { Modal } from '@aide/ui-kit';

export interface UploadInventoryModalProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/** The shared import wizard for inventory files, in a wide dialog over the inventory page. */
export function UploadInventoryModal({ open, onClose }: UploadInventoryModalProps) {
  return (
    <Modal title="Upload inventory" open={open} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {/* The import wizard (src/features/import) is wired here once it lands. */}
    </Modal>
  );
}
