import { Card, Flex, Typography } from '@aide/ui-kit';
import { ImportWizard, RecentImports, TemplateDownload } from '../../import';

/** /customer-upload: import the organization's customer list from a .csv or .xlsx file. */
export function CustomerUploadPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Add Customers List</Typography.Title>
      <Card size="small">
        <Typography.Paragraph>
          Upload a .csv or .xlsx file with one customer per row. Required columns:{' '}
          <Typography.Text code>name</Typography.Text> and <Typography.Text code>email</Typography.Text>.
          Optional: <Typography.Text code>company</Typography.Text>,{' '}
          <Typography.Text code>phone</Typography.Text>, <Typography.Text code>segment</Typography.Text>,{' '}
          <Typography.Text code>city</Typography.Text>.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Customers are matched by email: uploading a customer again updates it instead of adding a duplicate.
          If any row has a problem, nothing is imported until the file is fixed.
        </Typography.Paragraph>
        <TemplateDownload kind="customers" fileName="customers-template.csv" />
      </Card>
      <Card size="small" title="Upload file">
        <ImportWizard kind="customers" />
      </Card>
      <RecentImports kind="customers" />
    </Flex>
  );
}
