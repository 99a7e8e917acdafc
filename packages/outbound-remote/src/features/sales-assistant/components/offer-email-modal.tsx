import { useState } from 'react';
import { Modal } from '@aide/ui-kit';
import type { OfferEmailDraft, OfferEmailTarget } from '../api/offer-email-api';
import { OfferEmailDraftForm } from './offer-email-draft-form';
import { OfferEmailTargetForm } from './offer-email-target-form';

export interface OfferEmailModalProps {
  open: boolean;
  onClose: () => void;
}

/** Email an offer on a brand or category: choose who → the assistant drafts → edit → send to everyone. */
export function OfferEmailModal({ open, onClose }: OfferEmailModalProps) {
  return (
    <Modal title="Email an offer" open={open} onCancel={onClose} footer={null} destroyOnHidden width={680}>
      {/* Unmounted on close, so the next opening starts with a new target. */}
      <OfferEmailSteps onClose={onClose} />
    </Modal>
  );
}

function OfferEmailSteps({ onClose }: { onClose: () => void }) {
  const [target, setTarget] = useState<OfferEmailTarget | null>(null);
  const [draft, setDraft] = useState<OfferEmailDraft | null>(null);

  if (target && draft) {
    return (
      <OfferEmailDraftForm target={target} draft={draft} onBack={() => setDraft(null)} onSent={onClose} />
    );
  }
  return (
    <OfferEmailTargetForm
      initialTarget={target}
      onCancel={onClose}
      onDrafted={(drafted, nextDraft) => {
        setTarget(drafted);
        setDraft(nextDraft);
      }}
    />
  );
}
