// Per-icon import: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Typography, Upload } from '@aide/ui-kit';

export interface FileDropZoneProps {
  onFile: (file: File) => void;
}

/**
 * Drag-and-drop area and file picker. No `accept` filter: antd silently drops files that do not match it on
 * drop, whereas the wizard should tell the user why a file is refused.
 */
export function FileDropZone({ onFile }: FileDropZoneProps) {
  return (
    <Upload.Dragger
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        onFile(file);
        return false; // read in the browser, never uploaded by antd
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <Typography.Paragraph strong>
        Drop a .csv or .xlsx file here, or click to choose one
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Up to 100,000 rows and 50 MB. The first row must name the columns.
      </Typography.Paragraph>
    </Upload.Dragger>
  );
}
