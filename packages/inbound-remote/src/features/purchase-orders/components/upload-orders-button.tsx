import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography, Upload, type UploadFile } from '@aide/ui-kit';
import {
  useGetIntakeSettingsQuery,
  useUploadPurchaseOrdersMutation,
  type IntakeResult,
} from '../api/purchase-order-intake-api';
import { describeError } from '@aide/shared-auth';
import { IntakeEmailsList } from './intake-emails-list';
import { IntakeResultsList } from './intake-results-list';

export interface UploadOrdersButtonProps {
  /** Opens an order the upload created (or the one it duplicates). */
  onOpenOrder: (id: string) => void;
}

/**
 * Upload orders: drop PDFs, CSV/XLSX exports or .eml emails, or paste an email's text, and see what became of
 * each document. The organization's intake address is shown for customers who mail their orders instead, with
 * the emails received there.
 */
export function UploadOrdersButton({ onOpenOrder }: UploadOrdersButtonProps) {
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [pasted, setPasted] = useState('');
  const [results, setResults] = useState<IntakeResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useGetIntakeSettingsQuery(undefined, { skip: !open });
  const [upload, uploading] = useUploadPurchaseOrdersMutation();

  const reset = () => {
    setFiles([]);
    setPasted('');
    setFailure(null);
  };
  const close = () => {
    reset();
    setResults(null);
    setOpen(false);
  };
  const send = async () => {
    setFailure(null);
    try {
      const answer = await upload({
        files: files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
        pastedText: pasted,
      }).unwrap();
      reset();
      setResults(answer.results);
    } catch (error) {
      // The API refuses the whole request (a bad or too large file) with nothing written: say why.
      setFailure(describeError(error, 'The documents could not be uploaded. Please try again.'));
    }
  };
  const openOrder = (id: string) => {
    close();
    onOpenOrder(id);
  };
  const accepted = settings.data?.accepted.join(',') ?? '.pdf,.csv,.xlsx,.eml,.txt';

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Upload orders
      </Button>
      <Modal
        open={open}
        title="Upload orders"
        okText="Upload"
        okButtonProps={{ disabled: files.length === 0 && !pasted.trim() }}
        confirmLoading={uploading.isLoading}
        onOk={send}
        cancelText="Close"
        onCancel={close}
        width={640}
        destroyOnHidden
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {settings.data && (
            <Typography.Text>
              Customers can also email orders to{' '}
              <Typography.Text strong copyable>
                {settings.data.email_address}
              </Typography.Text>
              {settings.data.mail_catcher_url && (
                <>
                  {' '}
                  (locally:{' '}
                  <Typography.Link href={settings.data.mail_catcher_url} target="_blank" rel="noreferrer">
                    send a test email
                  </Typography.Link>
                  )
                </>
              )}
            </Typography.Text>
          )}
          <Upload.Dragger
            multiple
            accept={accepted}
            fileList={files}
            // Kept here and sent together on Upload: the API reads every document of one request.
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Typography.Paragraph style={{ margin: 0 }}>
              Drop purchase orders here, or click to choose files
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              PDF, CSV, XLSX or .eml
              {settings.data
                ? `: up to ${settings.data.max_files} files, ${settings.data.max_file_bytes / 1024 / 1024} MB each`
                : ''}
            </Typography.Text>
          </Upload.Dragger>
          <Input.TextArea
            aria-label="Pasted email text"
            placeholder="…or paste the text of an email with an order"
            autoSize={{ minRows: 3, maxRows: 8 }}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          {failure && <Alert type="error" showIcon title={failure} />}
          {results && <IntakeResultsList results={results} onOpenOrder={openOrder} />}
          <IntakeEmailsList onOpenOrder={openOrder} />
        </Space>
      </Modal>
    </>
  );
}
